import Web

/// The one script, loaded by every page and acting only where a page asks for it (`data-` attributes).
/// Every page works without it; it makes the repository search live, the import show progress, and
/// a form on its way show that it is.
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
          restoreKeptInput();
          for (const form of document.querySelectorAll("form[data-keeps-input]")) keepInputOnSubmit(form);
          // Last, so that a form whose sending a script took over (or a question cancelled) is left as it is.
          for (const form of document.querySelectorAll('form[method="post"]')) showSending(form);
        });

        // A form on its way shows it, so that a slow answer does not look like a tap that was missed.
        // (A second tap is answered with the first one's answer by the server.)
        function showSending(form) {
          form.addEventListener("submit", (event) => {
            if (!event.defaultPrevented) form.setAttribute("aria-busy", "true");
          });
        }
        // A page shown again from the browser's history is not on its way any more.
        window.addEventListener("pageshow", () => {
          for (const form of document.querySelectorAll("form[aria-busy]")) form.removeAttribute("aria-busy");
        });

        // What a person typed into a page's forms outlives a form that only shows the page in
        // another way (the language switch, `data-keeps-input`): it is kept in the tab for that one
        // load and filled back into the same fields when the page the switch leads to (its `next`)
        // has the same form: the form's own page, for one refused and shown again. Never a password.
        const keptInputKey = "courier.kept-input";
        function keepInputOnSubmit(switcher) {
          switcher.addEventListener("submit", () => {
            const forms = [];
            for (const form of document.querySelectorAll("form:not([data-keeps-input])")) {
              const fields = {};
              for (const field of form.elements) {
                if (field.name && isKept(field)) fields[field.name] = field.type === "checkbox" ? field.checked : field.value;
              }
              if (Object.keys(fields).length > 0) forms.push({ action: form.getAttribute("action"), fields: fields });
            }
            if (forms.length === 0) return;
            const next = switcher.elements.namedItem("next");
            const page = next ? next.value : location.pathname + location.search;
            try {
              sessionStorage.setItem(keptInputKey, JSON.stringify({ page: page, forms: forms }));
            } catch (error) { /* no storage in this tab: the input is lost, as without a script */ }
          });
        }
        function isKept(field) {
          return !["hidden", "file", "password", "radio", "submit", "button"].includes(field.type);
        }
        function restoreKeptInput() {
          let kept = null;
          try {
            kept = JSON.parse(sessionStorage.getItem(keptInputKey));
            sessionStorage.removeItem(keptInputKey);
          } catch (error) { return; }
          if (!kept || kept.page !== location.pathname + location.search || !Array.isArray(kept.forms)) return;
          for (const saved of kept.forms) {
            const form = Array.from(document.forms).find((form) => form.getAttribute("action") === saved.action);
            if (!form) continue;
            for (const [name, value] of Object.entries(saved.fields || {})) {
              const field = form.elements.namedItem(name);
              if (!field || !("type" in field) || ["hidden", "file", "password"].includes(field.type)) continue;
              if (field.type === "checkbox") field.checked = value === true;
              else if (field.tagName !== "SELECT" || Array.from(field.options).some((option) => option.value === value)) field.value = String(value);
            }
          }
        }

        // The repository search as you type: every change goes to the server, whose view model
        // debounces and cancels; only the answer to the newest change is shown. A screen reader hears
        // one line of it (the count, or what went wrong), politely, not the whole list again.
        function liveSearch(form) {
          const results = document.getElementById("results");
          const heard = document.getElementById("results-status");
          const show = (html) => {
            results.innerHTML = html;
            for (const alert of results.querySelectorAll('[role="alert"]')) alert.removeAttribute("role");
            const summary = results.querySelector(".meta, .alert, p");
            // Its lines as shown, not its text run together ("no such user: x" and "Not Found").
            const lines = summary ? summary.innerText.split("\\n").map((line) => line.trim()) : [];
            // A line that ends a sentence already is followed by a space only.
            const spoken = lines.filter((line) => line).map((line) => /[.:!?。]$/.test(line) ? line + " " : line + ". ");
            if (heard) heard.textContent = spoken.join("").trim();
          };
          // An avatar that does not load leaves an empty circle, not the browser's broken picture.
          const hideBroken = (image) => { image.replaceWith(document.createElement("span")); };
          results.addEventListener("error", (event) => {
            if (event.target instanceof HTMLImageElement) hideBroken(event.target);
          }, true);
          for (const image of results.querySelectorAll("img")) {
            if (image.complete && image.naturalWidth === 0) hideBroken(image);
          }
          // Numbered by time, so a later page load's changes are newer than this one's; this tab's
          // own on the server, so another tab of the same browser never takes its answer.
          let latest = 0;
          let answered = 0;
          const tab = Math.random().toString(36).slice(2, 14);
          const send = (again) => {
            const sequence = Math.max(Date.now() * 1000, latest + 1);
            latest = sequence;
            const query = new URLSearchParams(new FormData(form));
            const user = query.get("user").trim();
            const named = user.length > 80 ? user.slice(0, 79) + "…" : user;
            document.title = (user === "" ? "Repositories" : named + "'s repositories") + " · Courier";
            if (query.get("all") === "1" && user !== "") {
              show('<p>Loading every page… <progress></progress></p>');
            } else if (user !== "") {
              // A search that takes a while says so; a quick one just replaces the results.
              setTimeout(() => {
                if (sequence === latest && answered !== sequence) results.setAttribute("aria-busy", "true");
              }, 1000);
            }
            history.replaceState(null, "", "/repos/?" + query.toString());
            fetch("/repos/results?" + query.toString() + "&seq=" + sequence + "&tab=" + tab + (again ? "&again=1" : ""),
                  { credentials: "same-origin" })
              .then((response) => (response.status === 204 ? null : response.text()))
              .then((html) => {
                if (sequence !== latest) return;
                answered = sequence;
                // A 204 (a newer change took the search) leaves the results as they are.
                results.removeAttribute("aria-busy");
                if (html !== null) show(html);
              })
              .catch(() => {
                if (sequence === latest) {
                  answered = sequence;
                  results.removeAttribute("aria-busy");
                  show('<p class="alert">The site could not be reached.</p>');
                }
              });
          };
          form.addEventListener("input", () => send(false));
          // The field's own change (on leaving it) was sent as it was typed; the sort and Show all's are not.
          form.addEventListener("change", (event) => { if (event.target.type !== "search") send(false); });
          form.addEventListener("submit", (event) => { event.preventDefault(); send(true); });
        }

        // The meal log's CSV import: the file goes up with the form, and the server runs the import in
        // a task of its own; the page follows its progress until the result is ready, then shows it.
        // Any answer but "started" (or "already running") sends the form again as a plain form, whose
        // page says what was wrong. Texts come from the page, in its language.
        function importWithProgress(form) {
          const status = document.getElementById("import-status");
          form.addEventListener("submit", (event) => {
            event.preventDefault();
            say(status, form.dataset.sending, 0, 0);
            fetch(form.action, { method: "POST", body: new FormData(form), credentials: "same-origin",
                                 headers: { "Accept": "application/json" } })
              .then((response) => {
                if (response.status !== 202 && response.status !== 409) { form.submit(); return null; }
                return response.json();
              })
              .then((started) => { if (started) poll(started.progress, status, form); })
              .catch(() => say(status, form.dataset.failed));
          });
        }

        function poll(url, status, form) {
          fetch(url, { credentials: "same-origin", cache: "no-store" })
            .then((response) => response.json())
            .then((progress) => {
              if (progress.done) { window.location = progress.report; return; }
              say(status, progress.line, progress.sent, progress.total);
              setTimeout(() => poll(url, status, form), 300);
            })
            .catch(() => say(status, form.dataset.failed));
        }

        // Shows `text` (as text, never markup) with a progress bar when `sent` is given: indeterminate
        // until the total is known. Without `sent` it is an alert. The line and its bar change in
        // place, and a screen reader hears the line only when its step changes (a new stage, or each
        // quarter of the rows), not at every poll.
        function say(status, text, sent, total) {
          if (sent === undefined) {
            const alert = document.createElement("p");
            alert.className = "alert";
            alert.setAttribute("role", "alert");
            alert.textContent = text;
            status.replaceChildren(alert);
            return;
          }
          let line = status.querySelector("p[data-progress]");
          if (!line) {
            line = document.createElement("p");
            line.dataset.progress = "";
            const bar = document.createElement("progress");
            bar.setAttribute("aria-hidden", "true");
            line.append(document.createElement("span"), " ", bar);
            const heard = document.createElement("p");
            heard.className = "visually-hidden";
            heard.setAttribute("role", "status");
            status.replaceChildren(line, heard);
          }
          line.firstChild.textContent = text;
          const bar = line.querySelector("progress");
          if (total > 0) { bar.max = total; bar.value = sent; } else { bar.removeAttribute("value"); }
          const heard = status.querySelector('[role="status"]');
          const step = total > 0 ? text.replace(/[0-9.,%() ]+/g, " ").trim() + Math.floor((4 * sent) / total) : text;
          if (heard.dataset.step !== step) {
            heard.dataset.step = step;
            heard.textContent = text;
          }
        }
        """
}
