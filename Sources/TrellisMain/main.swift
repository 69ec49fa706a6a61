import Foundation
import TrellisCommandLine

exit(TrellisCommand.main(Array(CommandLine.arguments.dropFirst())))
