import Web

/// The one script, loaded by every page and acting only where a page asks for it (`data-` attributes).
/// Every page works without it; it makes the repository search live and the import show progress.
enum Script {
    static let asset = StaticAsset(name: "app.js", contentType: "text/javascript; charset=utf-8", text: js)

    private static let js = """
        "use strict";
        document.addEventListener("DOMContentLoaded", () => {
          for (const form of document.querySelectorAll("form[data-confirm]")) {
            form.addEventListener("submit", (event) => {
              if (!window.confirm(form.dataset.confirm)) event.preventDefault();
            });
          }
        });
        """
}
