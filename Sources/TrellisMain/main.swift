import Foundation

exit(TrellisCommand.main(Array(CommandLine.arguments.dropFirst())))
