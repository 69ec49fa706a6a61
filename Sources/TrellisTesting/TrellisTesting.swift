@_exported import TrellisTools
