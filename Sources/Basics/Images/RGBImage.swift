/// An image as 8-bit RGB pixels, row after row: what the avatar decoder makes and what front ends
/// draw (a terminal's half blocks).
public struct RGBImage: Sendable, Hashable {
    public let width: Int
    public let height: Int
    /// `width * height * 3` bytes: red, green, blue.
    public let pixels: [UInt8]

    /// `nil` when `pixels` does not hold `width * height` RGB pixels.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width > 0, height > 0, pixels.count == width * height * 3 else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel at (`x`, `y`) as red, green, blue.
    public func rgb(x: Int, y: Int) -> (UInt8, UInt8, UInt8) {
        let offset = (y * width + x) * 3
        return (pixels[offset], pixels[offset + 1], pixels[offset + 2])
    }

    /// The average colour of the pixels in `x0..<x1`, `y0..<y1` (clamped to the image).
    public func average(x0: Int, x1: Int, y0: Int, y1: Int) -> (Int, Int, Int) {
        let xs = max(0, x0)..<min(width, max(x1, x0 + 1))
        let ys = max(0, y0)..<min(height, max(y1, y0 + 1))
        var red = 0
        var green = 0
        var blue = 0
        var count = 0
        for y in ys {
            for x in xs {
                let offset = (y * width + x) * 3
                red += Int(pixels[offset])
                green += Int(pixels[offset + 1])
                blue += Int(pixels[offset + 2])
                count += 1
            }
        }
        guard count > 0 else { return (0, 0, 0) }
        return (red / count, green / count, blue / count)
    }
}
