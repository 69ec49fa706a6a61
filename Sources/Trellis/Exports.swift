// The umbrella module: `import Trellis` gives the core, the built-in
// strategies, configuration by name and the strategy registry.
@_exported import TrellisCore
@_exported import TrellisFlowLine
@_exported import TrellisJustifiedRows
@_exported import TrellisMasonry
@_exported import TrellisMosaic
@_exported import TrellisRoundRobin
@_exported import TrellisShortestColumn
@_exported import TrellisTilePattern
