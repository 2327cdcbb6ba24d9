import Terminal

/// What `courier-web` starts with: its command line and settings.
struct WebContext: ToolContext {
    let launch: Launch<WebContext>
    let settings: WebSettings
}
