import Web

/// The one style sheet: readable on a phone (390 px wide, nothing scrolls sideways) and on a desktop,
/// status marks in words and colour, focus always visible (a dark ring, at least 3:1 against every
/// background, yellow on the dark header; for a link in a clamped row, around the whole row). A list row's text
/// (`.clamped`) shows at most four lines, so one long meaning or name cannot fill the list; its own
/// page shows all of it (a meal, which has none, is cut apart from its facts, which stay in view);
/// a table's words (`td .words`) too.
/// On a touch screen, links and buttons in lists and menus are at least 44 px high: a row's link
/// takes the whole of its text (a repository's, its whole card), margins included. The app a page
/// belongs to is marked in the header (bold and underlined; the others dimmer). The row a save
/// led to is marked. A row's name and facts are each set apart in their own direction, as `<bdi>`
/// would, so a name written right to left does not take the numbers after it.
enum Stylesheet {
    static let asset = StaticAsset(name: "app.css", contentType: "text/css; charset=utf-8", text: css)

    private static let css = """
        *, *::before, *::after { box-sizing: border-box; }
        html { font-family: system-ui, -apple-system, "Segoe UI", "Noto Sans", "Noto Sans JP", sans-serif;
          line-height: 1.5; color: #1d1d1f; background: #f6f6f8; -webkit-text-size-adjust: 100%; }
        body { margin: 0; overflow-wrap: anywhere; }
        a { color: #0a58ca; }
        :focus-visible { outline: 3px solid #0b3d91; outline-offset: 2px; }
        header.site :focus-visible { outline-color: #ffbf47; }
        .skip { position: absolute; left: -999px; }
        .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%);
          white-space: nowrap; }
        .skip:focus { left: 8px; top: 8px; background: #fff; padding: 8px; z-index: 10; }
        header.site { background: #1d1d1f; color: #fff; padding: 8px 16px; display: flex; flex-wrap: wrap;
          gap: 4px 16px; align-items: center; }
        header.site a { color: #fff; text-decoration: none; }
        header.site nav { display: flex; flex-wrap: wrap; gap: 4px 12px; }
        header.site .brand { font-weight: 700; }
        header.site nav a { color: #d0d0d6; }
        header.site nav a[aria-current="page"] { color: #fff; font-weight: 700; text-decoration: underline;
          text-decoration-thickness: 3px; text-underline-offset: 6px; }
        main { max-width: 960px; margin: 0 auto; padding: 16px; }
        h1 { font-size: 1.6rem; margin: 8px 0 16px; }
        h2 { font-size: 1.2rem; margin: 24px 0 8px; }
        .actions { display: flex; flex-wrap: wrap; gap: 8px; margin: 12px 0; align-items: center; }
        .button, button { display: inline-block; font: inherit; padding: 8px 14px; border-radius: 6px;
          border: 1px solid #0a58ca; background: #0a58ca; color: #fff; text-decoration: none; cursor: pointer; }
        .button.secondary, button.secondary { background: #fff; color: #0a58ca; }
        button.danger { background: #b42318; border-color: #b42318; }
        form[aria-busy="true"] button { opacity: 0.6; cursor: progress; }
        form.inline { display: inline; }
        li > form.inline button { margin: 4px 0; }
        nav.actions a[aria-current="page"] { font-weight: 700; text-decoration-thickness: 3px; }
        ul.cards { list-style: none; padding: 0; margin: 0; display: grid; gap: 8px; }
        ul.cards > li { background: #fff; border: 1px solid #e0e0e6; border-radius: 8px; padding: 10px 12px; }
        .clamped { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 4; line-clamp: 4;
          overflow: hidden; }
        @supports selector(:has(a)) {
          ul.cards > li:has(.clamped :focus-visible) { outline: 3px solid #0b3d91; outline-offset: 2px; }
          .clamped :focus-visible { outline: none; }
        }
        #results[aria-busy="true"]::before { content: "Searching…"; display: block; margin: 8px 0; }
        #results[aria-busy="true"] > * { opacity: 0.5; }
        ul.cards > li:target { border-color: #1e6b35; box-shadow: 0 0 0 2px #1e6b35; }
        .meta { color: #555; font-size: 0.9rem; }
        .nowrap { white-space: nowrap; }
        .cards strong, .cards .meta { unicode-bidi: plaintext; }
        .mark { font-weight: 600; border-radius: 4px; padding: 0 6px; }
        .mark.overdue { background: #fde8e7; color: #b42318; }
        .mark.soon { background: #fff4d6; color: #8a5a00; }
        .mark.done { background: #e6f4ea; color: #1e6b35; }
        .mark.upcoming { background: #e8f0fe; color: #174ea6; }
        label { display: block; font-weight: 600; margin-top: 12px; }
        input, select, textarea { font: inherit; width: 100%; max-width: 32rem; padding: 8px; margin-top: 4px;
          border: 1px solid #8a8a94; border-radius: 6px; background: #fff; }
        /* Lines scroll into a box's bottom padding: without one, no part of a fourth line shows. */
        textarea { padding-bottom: 0; }
        input[type="checkbox"] { width: auto; }
        .field-error { color: #b42318; font-weight: 600; margin: 4px 0 0; }
        .alert { border-left: 4px solid #b42318; background: #fde8e7; padding: 10px 12px; margin: 12px 0;
          border-radius: 4px; }
        .notice { border-left: 4px solid #1e6b35; background: #e6f4ea; padding: 10px 12px; margin: 12px 0;
          border-radius: 4px; }
        .notice.warning { border-left-color: #8a4b00; background: #fff4e0; }
        table { border-collapse: collapse; width: 100%; background: #fff; }
        th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid #e0e0e6;
          overflow-wrap: break-word; }
        /* A cell's words stay whole (the table scrolls instead), but one longer than 40 letters is
           broken, so that it cannot make the table many screens wide (on a phone, one longer than
           the room the figures leave, below); as in a list, at most four lines show. */
        td .words { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 4; line-clamp: 4;
          overflow: hidden; max-width: 40ch; }
        /* At the table's start, so that it stays in view when the table is wider than the screen. */
        caption { text-align: left; font-weight: 600; padding: 4px 0; }
        td.figure, th.figure { text-align: right; white-space: nowrap; overflow-wrap: normal; }
        .scrolls { overflow-x: auto; }
        dl.fields { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; background: #fff;
          padding: 12px; border-radius: 8px; border: 1px solid #e0e0e6; }
        dl.fields dt { font-weight: 600; }
        dl.fields dd { margin: 0; }
        ul.typed { list-style: none; display: grid; gap: 4px; background: #fff; padding: 12px; margin: 12px 0;
          border-radius: 8px; border: 1px solid #e0e0e6; }
        .lines { white-space: pre-line; }
        .repo { display: grid; grid-template-columns: 48px 1fr; gap: 12px; align-items: start; }
        .repo img, .repo > span { width: 48px; height: 48px; border-radius: 50%; background: #e0e0e6; }
        progress { width: 100%; max-width: 32rem; height: 1.2rem; }
        @media (pointer: coarse) {
          header.site a, .actions a { display: inline-flex; align-items: center; min-height: 44px; }
          .clamped, .repo { position: relative; }
          .clamped:has(a) { min-height: 44px; }
          .clamped a::after, .repo h2 a::after { content: ""; position: absolute; inset: 0; }
          input[type="checkbox"] { width: 24px; height: 24px; }
        }
        @media (max-width: 480px) {
          main { padding: 12px; }
          dl.fields { grid-template-columns: 1fr; }
          th, td { padding: 6px 4px; }
          /* On a phone the figures keep their room: a word too long for what is left is broken. */
          td .words { overflow-wrap: anywhere; }
        }
        """
}
