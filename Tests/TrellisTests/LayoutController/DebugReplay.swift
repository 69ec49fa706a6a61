import Testing
import TrellisTestSupport
import TrellisTools

@Suite struct DebugReplay {
    @Test func debug() throws {
        for background in [false, true] {
            var simulator = UIKitCallSimulator(
                strategy: ShortestColumn(columns: 2, headerReferenceSize: Size(width: 0, height: 44)),
                sections: [LivePathTests.items(0..<80, seed: 1), LivePathTests.items(80..<160, seed: 2)],
                bounds: Rect(x: 0, y: 0, width: 390, height: 844), keepsColumns: true)
            simulator.controller.pinsHeaders = true
            if background { simulator.sectionBackground = Insets(top: 4, left: 4, bottom: 4, right: 4) }
            simulator.reloadData()
            simulator.scroll(toY: 3000)
            let before = simulator.columns()
            simulator.reads = []
            simulator.performBatchUpdates([.insertSection(0)]) { $0.insert(LivePathTests.items(500..<510, seed: 3), at: 0) }
            let after = simulator.columns()
            print("BG", background, "reads", simulator.reads.count, "changed", before.filter { after[$0.key] != $0.value }.count, simulator.lastError as Any)
        }
    }
}
