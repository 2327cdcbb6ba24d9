"""The TIL app in a browser: log in, create, edit, categorise, delete, log out; values shown as text."""
from browser import DESKTOP, PHONE, Page


def log_in(page, at_form=False):
    """Logs in as the seeded administrator, from the login page (or the form already shown)."""
    if not at_form:
        page.open("/til/login")
    page.fill("Username", "admin")
    page.fill("Password", "password")
    page.press("Log in")


def til_acronyms(size=DESKTOP):
    page = Page(size=size)
    try:
        page.open("/til/")
        page.expect("Acronyms")
        page.follow("Create an acronym")
        page.expect("Log in")  # a write asks for a login first
        log_in(page, at_form=True)
        assert page.path.startswith("/til/acronyms/new"), page.path
        page.fill("Acronym", "<script>alert(1)</script>")
        page.fill("Meaning", "Shown as text")
        page.press("Save")
        page.expect("Created acronym <script>alert(1)</script>")
        page.expect("Shown as text")
        page.follow("Edit")
        page.fill("Meaning", "Oh My God")
        page.press("Save")
        page.expect("Oh My God")
        page.expect_no_sideways_scroll()
        suffix = "phone" if size == PHONE else "desktop"
        page.screenshot("til-acronym-" + suffix)
        page.open("/til/")
        page.expect_no_sideways_scroll()
        page.screenshot("til-" + suffix)
        page.fill("Search acronyms", "oh my")  # the server's search is exact: this one is found here
        page.press("Search")
        page.expect("No acronym is exactly \u201coh my\u201d; these contain it")
        page.expect("Oh My God")
        page.fill("Search acronyms", "Oh My God")
        page.press("Search")
        assert "these contain it" not in page.text, page.text
        page.expect("Oh My God")
        # A long meaning takes a few lines of the list; the acronym's page shows all of it.
        page.follow("<script>alert(1)</script>")
        page.follow("Edit")
        long_meaning = " ".join(f"word{index}" for index in range(400))
        page.fill("Meaning", long_meaning)
        shown = page.lines_of_box("Meaning")
        assert shown == 3, f"the Meaning box shows {shown} lines, a part of one cut"
        page.press("Save")
        page.expect("word399")
        page.open("/til/")
        lines = page.lines_of_row("<script>alert(1)</script>")
        assert lines <= 4.5, f"the row shows {lines} lines"
        page.expect_no_sideways_scroll()
        page.open("/")
        page.expect_no_sideways_scroll()
        page.screenshot("home-" + suffix)
        page.open("/til/")
        page.follow("<script>alert(1)</script>")
        page.follow("Delete")
        page.press("Delete")
        page.expect("Deleted acronym <script>alert(1)</script>")
        page.press("Log out")
        page.expect("Logged out")
    finally:
        page.close()


def til_phone():
    til_acronyms(size=PHONE)
    page = Page(size=PHONE)
    try:
        # A row of one short line is still a tap target of 44 px: its link takes the whole row.
        page.open("/til/users")
        height = page.tap_height("Admin")
        assert height >= 44, f"the Admin row's link is {height} px high"
    finally:
        page.close()


def til_validation():
    page = Page()
    try:
        log_in(page)
        page.open("/til/acronyms/new")
        page.fill("Acronym", "")
        page.fill("Meaning", "kept")
        page.driver.execute_script("for (const e of document.querySelectorAll('[required]')) e.required = false")
        page.press("Save")
        page.expect("You must specify an acronym!")
        assert page.control("Meaning").get_attribute("value") == "kept"
    finally:
        page.close()


FLOWS = {"til_acronyms": til_acronyms, "til_phone": til_phone, "til_validation": til_validation}


def til_categories():
    page = Page()
    try:
        log_in(page)
        page.open("/til/categories/new")
        page.fill("Name", "Internet")
        page.press("Save")
        page.expect("Created category Internet")
        page.open("/til/acronyms/new")
        page.fill("Acronym", "BRB")
        page.fill("Meaning", "Be Right Back")
        page.press("Save")
        page.choose("Category", "Internet")
        page.press("Add to category")
        page.expect("Added BRB to Internet")
        page.press("Remove from Internet")
        page.expect("Removed BRB from Internet")
        page.open("/til/?q=BRB")
        page.expect("Be Right Back")
        page.open("/til/users")
        page.expect("admin")
        # A lost device: every login of the user ends, from the users page.
        page.expect("Lost a device? End every login of admin, on every device.")
        # It asks first: every device's login ends, this one's too.
        asked = page.press_asking("Log out everywhere", accept=False)
        assert asked == "End every login of admin, on every device, this one too?", asked
        page.expect("Lost a device?")  # still logged in, on the same page
        page.press_asking("Log out everywhere", accept=True)
        page.expect("Logged out everywhere")
        page.expect("Log in")
    finally:
        page.close()


FLOWS["til_categories"] = til_categories


def til_lost_login():
    """The TIL server loses the login while a form is open: saving leads to the login form, and
    after logging in again, back to the form with what was typed."""
    import os
    import urllib.request
    page = Page()
    try:
        log_in(page)
        page.open("/til/acronyms/new")
        with urllib.request.urlopen(os.environ["TIL_REPLACE_URL"], timeout=120) as response:
            assert response.read() == b"replaced"
        page.fill("Acronym", "IKR")
        page.fill("Meaning", "I Know Right")
        page.press("Save")
        page.expect("Log in")
        page.expect("Your login has ended, so nothing was saved yet.")
        assert page.path.startswith("/til/login"), page.path
        log_in(page, at_form=True)
        assert page.control("Acronym").get_attribute("value") == "IKR", page.text
        assert page.control("Meaning").get_attribute("value") == "I Know Right", page.text
        page.press("Save")
        page.expect("Created acronym IKR")
    finally:
        page.close()


FLOWS["til_lost_login"] = til_lost_login
