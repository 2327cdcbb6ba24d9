import Web

/// The site's icon, linked by every page, so that a browser does not ask for `/favicon.ico` (which
/// would be a 404 on every page): a courier's parcel, in the header's colours.
enum Icon {
    static let asset = StaticAsset(name: "icon.svg", contentType: "image/svg+xml", text: svg)

    private static let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">\
        <rect x="4" y="8" width="24" height="18" rx="3" fill="#1d1d1f"/>\
        <path d="M4 13h24M16 8v18" stroke="#ffffff" stroke-width="2"/></svg>
        """
}
