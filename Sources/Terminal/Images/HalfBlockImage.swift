import Basics

/// Draws an image on a colour terminal with Unicode upper half blocks (`▀`): each character cell
/// shows two pixels, the upper one as the foreground colour and the lower one as the background
/// (24-bit colour escapes). The image is scaled down by averaging.
///
/// <!-- example context: import Basics
/// func example(image: RGBImage, console: Console) async throws { EXAMPLE } -->
/// ```swift
/// for line in HalfBlockImage.lines(image, columns: 8) { console.print(line) }
/// ```
public enum HalfBlockImage {
    /// The upper half block.
    public static let block = "\u{2580}"

    /// The image as `rows` lines of `columns` cells each, each line ending with a colour reset.
    /// `rows` defaults to keep the aspect ratio (two pixels per cell) up to `columns` rows: a
    /// picture over twice as tall as it is wide is squeezed to that, so an image from elsewhere
    /// (1 pixel by a million, say) cannot fill a terminal with lines.
    public static func lines(_ image: RGBImage, columns: Int, rows: Int? = nil) -> [String] {
        let columns = max(1, columns)
        let keepingShape = (Double(image.height) * Double(columns) / Double(image.width) / 2).rounded()
        let rows = max(1, rows ?? Int(min(keepingShape, Double(columns))))
        let pixelRows = rows * 2
        return (0..<rows).map { row in
            var line = ""
            for column in 0..<columns {
                let x0 = column * image.width / columns
                let x1 = (column + 1) * image.width / columns
                let top = image.average(
                    x0: x0, x1: x1, y0: (row * 2) * image.height / pixelRows,
                    y1: (row * 2 + 1) * image.height / pixelRows)
                let bottom = image.average(
                    x0: x0, x1: x1, y0: (row * 2 + 1) * image.height / pixelRows,
                    y1: (row * 2 + 2) * image.height / pixelRows)
                line +=
                    "\u{1B}[38;2;\(top.0);\(top.1);\(top.2)m\u{1B}[48;2;\(bottom.0);\(bottom.1);\(bottom.2)m"
                line += block
            }
            return line + "\u{1B}[0m"
        }
    }
}
