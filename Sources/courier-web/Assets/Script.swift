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
          const search = document.getElementById("repo-search");
          if (search) liveSearch(search);
          const upload = document.getElementById("import-form");
          if (upload) importWithProgress(upload);
        });

        // The repository search as you type: every change goes to the server, whose view model
        // debounces and cancels; only the answer to the newest change is shown.
        function liveSearch(form) {
          const results = document.getElementById("results");
          // Numbered by time, so a later page load's changes are newer than this one's.
          let latest = 0;
          const send = () => {
            const sequence = Math.max(Date.now() * 1000, latest + 1);
            latest = sequence;
            const query = new URLSearchParams(new FormData(form));
            if (query.get("all") === "1" && query.get("user").trim() !== "") {
              results.innerHTML = '<p role="status">Loading every page… <progress></progress></p>';
            }
            history.replaceState(null, "", "/repos/?" + query.toString());
            fetch("/repos/results?" + query.toString() + "&seq=" + sequence, { credentials: "same-origin" })
              .then((response) => (response.status === 204 ? null : response.text()))
              .then((html) => {
                if (html !== null && sequence === latest) results.innerHTML = html;
              })
              .catch(() => {
                if (sequence === latest) results.innerHTML = '<p class="alert" role="alert">The site could not be reached.</p>';
              });
          };
          form.addEventListener("input", send);
          form.addEventListener("change", send);
          form.addEventListener("submit", (event) => { event.preventDefault(); send(); });
        }

        // The meal log's CSV import: the file goes up with the form, then the page follows the
        // import's progress until its report is ready.
        function importWithProgress(form) {
          const status = document.getElementById("import-status");
          form.addEventListener("submit", (event) => {
            event.preventDefault();
            status.innerHTML = '<p role="status">Sending the file… <progress></progress></p>';
            fetch(form.action, { method: "POST", body: new FormData(form), credentials: "same-origin" })
              .then((response) => response.json())
              .then((started) => poll(started.progress, status))
              .catch(() => { status.innerHTML = '<p class="alert" role="alert">The import could not start.</p>'; });
          });
        }

        function poll(url, status) {
          fetch(url, { credentials: "same-origin" })
            .then((response) => response.json())
            .then((progress) => {
              if (progress.done) { window.location = progress.report; return; }
              status.innerHTML = '<p role="status">' + progress.sent + " of " + progress.total +
                ' rows sent <progress max="' + progress.total + '" value="' + progress.sent + '"></progress></p>';
              setTimeout(() => poll(url, status), 500);
            });
        }
        """
}
