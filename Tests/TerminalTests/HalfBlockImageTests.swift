import Basics
import Terminal
import Testing

/// Images drawn with upper half blocks: two pixels per cell, top as foreground, bottom as background.
@Suite struct HalfBlockImageTests {
    /// 2×2: red, green on top; blue, white below.
    let image = RGBImage(width: 2, height: 2, pixels: [255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255])

    @Test func eachCellShowsTheUpperAndLowerPixel() throws {
        let image = try #require(image)
        let lines = HalfBlockImage.lines(image, columns: 2)
        #expect(lines.count == 1)
        let expected =
            "\u{1B}[38;2;255;0;0m\u{1B}[48;2;0;0;255m▀" + "\u{1B}[38;2;0;255;0m\u{1B}[48;2;255;255;255m▀"
            + "\u{1B}[0m"
        #expect(lines == [expected])
    }

    @Test func largerImagesAreAveragedDown() throws {
        let image = try #require(image)
        let lines = HalfBlockImage.lines(image, columns: 1, rows: 1)
        #expect(lines == ["\u{1B}[38;2;127;127;0m\u{1B}[48;2;127;127;255m▀\u{1B}[0m"])
    }

    @Test func aTallImageIsSqueezedToAsManyRowsAsColumns() throws {
        let tall = try #require(
            RGBImage(width: 1, height: 100_000, pixels: [UInt8](repeating: 200, count: 300_000)))
        #expect(HalfBlockImage.lines(tall, columns: 8).count == 8)
        // Up to twice as tall as wide keeps its shape.
        let upright = try #require(RGBImage(width: 4, height: 8, pixels: [UInt8](repeating: 9, count: 96)))
        #expect(HalfBlockImage.lines(upright, columns: 4).count == 4)
        let square = try #require(RGBImage(width: 4, height: 4, pixels: [UInt8](repeating: 9, count: 48)))
        #expect(HalfBlockImage.lines(square, columns: 4).count == 2)
    }

    @Test func mismatchedPixelsAreRefused() {
        #expect(RGBImage(width: 2, height: 2, pixels: [0, 0, 0]) == nil)
    }
}
