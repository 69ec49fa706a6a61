import Trellis
print(StrategyRegistry.builtIn.names)
