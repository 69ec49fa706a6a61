// Tools around the layout engine, for the command line, tests, benchmarks and
// servers: the bundled sample photo sizes, JSON and CSV input decoding, JSON
// layout output, SVG pictures and strategy comparisons. An app links `Trellis`
// alone and carries none of this; `import TrellisTools` gives both.
@_exported import Trellis
