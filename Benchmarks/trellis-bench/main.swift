import Foundation
import TrellisBenchmarks
import TrellisCommandLine

// `trellis-bench`: the benchmarks, an executable of their own so that an
// installed `trellis` carries none of their reference placements.
exit(TrellisCommand.main(running: BenchCommand.help, Array(CommandLine.arguments.dropFirst()), text: BenchCommand.text))
