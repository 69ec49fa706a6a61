// A spike, not part of the package: column frames kept in chunks with an
// offset per chunk and column, against one flat array, for a million items.
//
//     swiftc -O Scripts/Spikes/ChunkedColumns.swift -o /tmp/chunked-columns && /tmp/chunked-columns
//
// It places a million items in 3 shortest-first columns (aspect ratios from a
// seeded generator), indexes them as a lane index does (each column's
// positions, and every 4th frame's end as a search key), and copies the
// frames into chunks of 4,096 that each keep, per column, an offset added to
// the y of the column's frames and the column's extent. Then it times:
// * a viewport query of each storage (each column searched, then walked);
// * one frame read by position from the chunks;
// * 10 items inserted before the first, the others keeping their columns:
//   the new items placed, the first chunk's frames moved, every later chunk's
//   offsets raised (no later frame touched);
// and checks the answers against each other and the moved frames against a
// placement of everything from the start with the same columns.

struct Frame {
    var x, y, width, height: Double
    var maxY: Double { y + height }
}

/// A linear congruential generator: the same numbers on every run.
struct Seeded {
    var state: UInt64
    mutating func next() -> Double {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Double(state >> 11) / Double(UInt64(1) << 53)
    }
}

let columns = 3
let columnWidth = 390.0 / Double(columns)
let padding = 6.0

/// Heights over widths between 0.5 and 2.
func aspects(_ count: Int, seed: UInt64) -> [Double] {
    var random = Seeded(state: seed)
    return (0..<count).map { _ in 0.5 + 1.5 * random.next() }
}

/// Places `aspects` below `heights`: each in its column from `kept` when
/// given, else in the shortest column.
func place(
    _ aspects: [Double], heights: inout [Double], kept: [UInt8]? = nil, frames: inout [Frame], lanes: inout [UInt8]
) {
    for (index, aspect) in aspects.enumerated() {
        var column = 0
        if let kept {
            column = Int(kept[index])
        } else {
            for other in 1..<columns where heights[other] < heights[column] { column = other }
        }
        let cell = (columnWidth - 2 * padding) * aspect + 2 * padding
        frames.append(
            Frame(
                x: Double(column) * columnWidth + padding, y: heights[column] + padding,
                width: columnWidth - 2 * padding, height: cell - 2 * padding))
        lanes.append(UInt8(column))
        heights[column] += cell
    }
}

/// Every frame in one array, as today.
struct FlatColumns {
    var frames: [Frame] = []
    var lanes: [UInt8] = []
    var positions: [[Int32]] = Array(repeating: [], count: columns)
    var keys: [[Double]] = Array(repeating: [], count: columns)

    init(_ aspects: [Double]) {
        var heights = [Double](repeating: 0, count: columns)
        place(aspects, heights: &heights, frames: &frames, lanes: &lanes)
        for (position, lane) in lanes.enumerated() {
            let column = Int(lane)
            if positions[column].count % 4 == 0 { keys[column].append(frames[position].maxY) }
            positions[column].append(Int32(position))
        }
    }

    func query(_ top: Double, _ bottom: Double, into found: inout [Int]) {
        for column in 0..<columns {
            let keys = keys[column]
            var low = 0
            var high = keys.count
            while low < high {
                let middle = (low + high) / 2
                if keys[middle] > top { high = middle } else { low = middle + 1 }
            }
            let list = positions[column]
            var next = Swift.max(0, low - 1) * 4
            while next < list.count {
                let frame = frames[Int(list[next])]
                if frame.y >= bottom { break }
                if frame.maxY > top { found.append(Int(list[next])) }
                next += 1
            }
        }
    }
}

/// Frames in chunks; a column's frames in a chunk are moved by the chunk's offset for the column.
struct ChunkedColumns {
    struct Chunk {
        var frames: [Frame]
        var lanes: [UInt8]
        var positions: [[Int16]] = []
        var offsets = [Double](repeating: 0, count: columns)
        var tops: [Double] = []
        var bottoms: [Double] = []

        mutating func index() {
            positions = Array(repeating: [], count: columns)
            tops = Array(repeating: .infinity, count: columns)
            bottoms = Array(repeating: -.infinity, count: columns)
            for (position, lane) in lanes.enumerated() {
                let column = Int(lane)
                positions[column].append(Int16(position))
                tops[column] = Swift.min(tops[column], frames[position].y)
                bottoms[column] = Swift.max(bottoms[column], frames[position].maxY)
            }
        }
    }

    static let chunkSize = 4096
    var chunks: [Chunk] = []
    var starts: [Int] = []

    init(_ flat: FlatColumns) {
        var start = 0
        while start < flat.frames.count {
            let end = Swift.min(start + Self.chunkSize, flat.frames.count)
            var chunk = Chunk(frames: Array(flat.frames[start..<end]), lanes: Array(flat.lanes[start..<end]))
            chunk.index()
            chunks.append(chunk)
            starts.append(start)
            start = end
        }
    }

    func frame(at position: Int) -> Frame {
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] > position { high = middle } else { low = middle + 1 }
        }
        let chunk = chunks[low - 1]
        let offset = position - starts[low - 1]
        var frame = chunk.frames[offset]
        frame.y += chunk.offsets[Int(chunk.lanes[offset])]
        return frame
    }

    func query(_ top: Double, _ bottom: Double, into found: inout [Int]) {
        for column in 0..<columns {
            // A column runs down the chunks in order: the first chunk it ends after the top in.
            var low = 0
            var high = chunks.count
            while low < high {
                let middle = (low + high) / 2
                if chunks[middle].bottoms[column] + chunks[middle].offsets[column] > top {
                    high = middle
                } else {
                    low = middle + 1
                }
            }
            var index = low
            walk: while index < chunks.count {
                let chunk = chunks[index]
                let offset = chunk.offsets[column]
                if chunk.tops[column] + offset >= bottom { break }
                let list = chunk.positions[column]
                var first = 0
                var last = list.count
                while first < last {
                    let middle = (first + last) / 2
                    if chunk.frames[Int(list[middle])].maxY + offset > top { last = middle } else { first = middle + 1 }
                }
                for position in list[first...] {
                    if chunk.frames[Int(position)].y + offset >= bottom { break walk }
                    found.append(starts[index] + Int(position))
                }
                index += 1
            }
        }
    }

    /// Puts items before the first, every other item keeping its column.
    mutating func insertAtTop(_ aspects: [Double]) {
        var heights = [Double](repeating: 0, count: columns)
        var frames: [Frame] = []
        var lanes: [UInt8] = []
        place(aspects, heights: &heights, frames: &frames, lanes: &lanes)
        // The first chunk moves its own frames; the later ones only their offsets.
        var first = chunks[0]
        for position in first.frames.indices { first.frames[position].y += heights[Int(first.lanes[position])] }
        first.frames.insert(contentsOf: frames, at: 0)
        first.lanes.insert(contentsOf: lanes, at: 0)
        first.index()
        chunks[0] = first
        for index in 1..<chunks.count {
            for column in 0..<columns { chunks[index].offsets[column] += heights[column] }
            starts[index] += aspects.count
        }
    }
}

func microseconds(_ body: () -> Void) -> Double {
    let elapsed = ContinuousClock().measure(body).components
    return Double(elapsed.seconds) * 1e6 + Double(elapsed.attoseconds) / 1e12
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

let count = 1_000_000
let items = aspects(count, seed: 42)
let flat = FlatColumns(items)
var chunked = ChunkedColumns(flat)
let contentHeight = flat.frames.map(\.maxY).max() ?? 0
var random = Seeded(state: 7)
let tops = (0..<4000).map { _ in random.next() * (contentHeight - 844) }
var found: [Int] = []
found.reserveCapacity(256)
var checksum = 0
for round in 1...3 {
    var flatTimes: [Double] = []
    var chunkedTimes: [Double] = []
    for top in tops {
        flatTimes.append(
            microseconds {
                found.removeAll(keepingCapacity: true)
                flat.query(top, top + 844, into: &found)
                checksum &+= found.count
            })
        chunkedTimes.append(
            microseconds {
                found.removeAll(keepingCapacity: true)
                chunked.query(top, top + 844, into: &found)
                checksum &+= found.count
            })
    }
    print("round \(round): viewport query, median µs: flat \(median(flatTimes)), chunked \(median(chunkedTimes))")
}
for top in tops.prefix(500) {
    var flatFound: [Int] = []
    var chunkedFound: [Int] = []
    flat.query(top, top + 844, into: &flatFound)
    chunked.query(top, top + 844, into: &chunkedFound)
    precondition(flatFound.sorted() == chunkedFound.sorted(), "the two storages answer differently at \(top)")
}
let reads = (0..<2000).map { index in microseconds { checksum &+= Int(chunked.frame(at: (index * 7919) % count).y) } }
print("one frame by position from the chunks, median µs: \(median(reads))")
let posts = aspects(10, seed: 99)
let inserts = (0..<15).map { _ in microseconds { chunked.insertAtTop(posts) } }
print("10 items inserted before the first, chunked, median µs: \(median(inserts))")
// The same items placed from the start, each in the column the chunks give it.
var heights = [Double](repeating: 0, count: columns)
var placed: [Frame] = []
var placedLanes: [UInt8] = []
let all = Array(repeating: posts, count: 15).flatMap { $0 } + items
place(all, heights: &heights, kept: chunked.chunks.flatMap(\.lanes), frames: &placed, lanes: &placedLanes)
var worst = 0.0
for position in stride(from: 0, to: placed.count, by: 997) {
    worst = Swift.max(worst, abs(chunked.frame(at: position).y - placed[position].y))
}
print("largest difference from a placement from the start: \(worst) pt (checksum \(checksum))")
