import Foundation
import TrellisBenchmarks
import TrellisCommandLine

// `trellis-bench`: `trellis bench` with the reference placements, floors and
// targets, and the app-path measurements; an executable of its own so that an
// installed `trellis` carries none of them.
exit(
    TrellisCommand.main(
        running: TrellisBenchCommand.help, Array(CommandLine.arguments.dropFirst()), text: TrellisBenchCommand.text))
