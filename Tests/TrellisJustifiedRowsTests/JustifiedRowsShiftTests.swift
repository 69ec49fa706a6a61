import Testing
import TrellisTestSupport
import TrellisTesting
import TrellisTools

/// After an edit above the screen, a live layout moves the checkpoints of
/// `justified-rows` by the shift it reads off two row starts at the same
/// item (the one before the edit and the one placed after it): only when
/// every row after them is placed alike. The window's tests check the
/// frames; these check each condition of the shift.
@Suite("justified-rows: the shift between two row starts")
struct JustifiedRowsShiftTests {
    let input = LayoutInput(width: 1000, items: photos(Array(repeating: 1.5, count: 40)))
    let old = rowStart(rowTop: 1_000, rows: 6)

    @Test("rows that agree shift by the difference of their tops; the moved state counts the rows between")
    func agreeingRows() {
        let new = rowStart()
        #expect(plain().shift(from: old, to: new, inSection: 0, of: input) == 250)
        let later = rowStart(rowTop: 3_000, rows: 20, previous: 150)
        #expect(
            plain().state(later, movedBy: 250, from: old, to: new, sectionMoves: false)
                == rowStart(rowTop: 3_250, rows: 22, previous: 150))
        // In a later section the count starts again; the section's start moves instead.
        let next = rowStart(rowTop: 5_000, rows: 3, previous: 150, start: 4_500)
        #expect(
            plain().state(next, movedBy: 250, from: old, to: new, sectionMoves: true)
                == rowStart(rowTop: 5_250, rows: 3, previous: 150, start: 4_750))
    }

    @Test("a breakout cadence needs the rows before to differ by whole cadences")
    func cadence() {
        #expect(plain(cadence: 2).shift(from: old, to: rowStart(rows: 8), inSection: 0, of: input) == 250)
        #expect(plain(cadence: 3).shift(from: old, to: rowStart(rows: 8), inSection: 0, of: input) == nil)
        #expect(plain(cadence: 3).shift(from: old, to: rowStart(rows: 9), inSection: 0, of: input) == 250)
        // A section's own cadence counts, not the strategy's.
        let sectionCadence = LayoutInput(
            width: 1000,
            sections: [
                SectionInput(
                    items: photos(Array(repeating: 1.5, count: 40)), options: ["fullWidthBreakoutRowCadence": 3])
            ])
        #expect(plain().shift(from: old, to: rowStart(rows: 8), inSection: 0, of: sectionCadence) == nil)
    }

    @Test("a widow row's height, another section start or optimal rows: no shift")
    func disagreeingRows() {
        #expect(plain().shift(from: old, to: rowStart(previous: 181), inSection: 0, of: input) == nil)
        #expect(plain().shift(from: old, to: rowStart(start: 10), inSection: 0, of: input) == nil)
        // A widow row of a section's first row is as high as the target, not as the previous row.
        #expect(plain().shift(from: rowStart(rows: 0), to: rowStart(rows: 2), inSection: 0, of: input) == nil)
        #expect(plain(breaking: .optimal).shift(from: old, to: rowStart(), inSection: 0, of: input) == nil)
    }
}

/// A row start's state, made from its portable values (the public way to make one).
private func rowStart(rowTop: Double = 1_250, rows: Int = 8, previous: Double = 180, start: Double = 0)
    -> JustifiedRows.PlacementState
{
    guard let state = JustifiedRows.PlacementState(portableValues: [start, rowTop, Double(rows), previous]) else {
        preconditionFailure("finite values and a whole row count make a state")
    }
    return state
}
