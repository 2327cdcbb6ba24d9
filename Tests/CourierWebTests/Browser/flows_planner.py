"""The planner in a browser: add, find in its date section, edit, delete, totals; reloads; taps twice;
a form left open past its session."""
from concurrent.futures import ThreadPoolExecutor
import urllib.request

from selenium.webdriver.common.by import By

from browser import PHONE, Page


def expect_fees_in_view(page, size):
    """On a phone, the Totals table's figures show without scrolling sideways, whatever the
    customers' names."""
    if size != PHONE:
        return
    right = page.driver.execute_script(
        "return Math.max(...[...document.querySelectorAll('td.figure, th.figure')]"
        ".map((cell) => cell.getBoundingClientRect().right));")
    view = page.driver.execute_script("return document.documentElement.clientWidth")
    assert right <= view, f"the fees end at {right} px on a {view} px phone"


def planner_orders(size=None):
    page = Page(size=size) if size else Page()
    # On a phone, a customer whose one word is wider than the room the fees leave: the Totals table
    # breaks it, so that the fees beside it stay in view.
    customer = "Übersetzungsbürointernational" if size == PHONE else "proglib"
    try:
        page.open("/planner/")
        expect_current_app_marked(page, "Planner")
        page.follow("Add order")
        page.fill("Name", "Swift 6 in practice")
        page.driver.execute_script("document.getElementById('field-deadline').value = '2031-05-04'")
        page.fill("Customer", customer)
        page.fill("Summary", "<b>not bold</b>")
        page.fill("Fee", "150,50")
        page.press("Save")
        if "Fee" in page.text and "is not an amount" in page.text:
            page.fill("Fee", "150.50")
            page.press("Save")
        page.expect("Created order Swift 6 in practice")
        page.expect("Sunday, 4 May 2031")
        page.expect_no_sideways_scroll()
        expect_row_focus_ring(page, "Swift 6 in practice")
        page.screenshot("planner-" + ("phone" if size == PHONE else "desktop"))
        page.follow("Swift 6 in practice")
        page.expect("<b>not bold</b>")
        page.expect("150.50")
        page.follow("Edit")
        page.fill("Fee", "180")
        page.press("Save")
        page.expect("Updated fee of Swift 6 in practice")
        page.expect_no_sideways_scroll()
        page.screenshot("planner-order-" + ("phone" if size == PHONE else "desktop"))
        page.open("/planner/totals")
        page.expect(customer)
        shown = [cell.text for cell in page.driver.find_elements("css selector", "th") if cell.is_displayed()]
        assert ["Customer", "Open", "Done", "Orders"] == shown[:4], shown
        page.expect_no_sideways_scroll()
        expect_fees_in_view(page, size)
        if size != PHONE:
            assert page.lines_of_cell(customer) == 1, f"{customer} is broken inside its word"
        # A customer of one 300-letter word is broken, so the table cannot be many screens wide.
        page.follow("Add order")
        page.fill("Name", "Long customer")
        page.fill("Customer", "x" * 300)
        page.press("Save")
        page.expect("Created order Long customer")
        page.open("/planner/totals")
        wide = page.driver.execute_script("return document.querySelector('table').scrollWidth")
        view = page.driver.execute_script("return window.innerWidth")
        assert wide < 2 * max(view, 600), f"the totals are {wide} px wide in {view}"
        expect_fees_in_view(page, size)
        if size != PHONE:
            assert page.lines_of_cell(customer) == 1, f"{customer} is broken inside its word"
        # As in a list, a long customer shows four lines at the most.
        assert page.lines_of_cell("x" * 300) == 4, "a 300-letter customer is not cut to four lines"
        cut = page.driver.execute_script(
            "const words = [...document.querySelectorAll('td .words')].find((cell) => cell.textContent.startsWith('xxx'));"
            "return words.scrollHeight > words.clientHeight;")
        assert cut, "the 300-letter customer shows whole, not cut"
        # The caption stays in view when the table is wider than the screen.
        caption_right = page.driver.execute_script(
            "const range = document.createRange();"
            "range.selectNodeContents(document.querySelector('caption'));"
            "return range.getBoundingClientRect().right;")
        if wide > view:
            assert caption_right <= view, f"the caption ends at {caption_right} px in {view}"
        page.open("/planner/")
        page.follow("Swift 6 in practice")
        page.follow("Delete")
        page.expect("Delete Swift 6 in practice?")
        page.press("Delete")
        page.expect("Deleted order Swift 6 in practice")
        if size != PHONE:
            expect_right_to_left_customer_kept_apart(page)
    finally:
        page.close()


def expect_current_app_marked(page, app):
    """The header marks the app the page belongs to so that it is seen, not only read aloud: its link
    is drawn unlike every other app's."""
    def look(link):
        return tuple(link.value_of_css_property(name) for name in ("font-weight", "text-decoration-line", "color"))
    links = page.driver.find_elements(By.CSS_SELECTOR, "header.site nav a")
    current = [link for link in links if link.get_attribute("aria-current") == "page"]
    assert [link.text for link in current] == [app], [link.text for link in links]
    others = {look(link) for link in links if link.get_attribute("aria-current") != "page"}
    assert others and look(current[0]) not in others, (look(current[0]), others)


def expect_row_focus_ring(page, name):
    """A row's link reached with the keyboard rings the whole row (outside its clamp, so the ring
    is neither cut off nor drawn over the letters)."""
    from selenium.webdriver.common.keys import Keys
    body = page.driver.find_element("css selector", "body")
    for _ in range(60):
        body.send_keys(Keys.TAB) if page.driver.switch_to.active_element.tag_name == "body" else \
            page.driver.switch_to.active_element.send_keys(Keys.TAB)
        if page.driver.switch_to.active_element.text.strip() == name:
            break
    else:
        raise AssertionError(f"Tab never reached {name}")
    ring = page.driver.execute_script("""
        const link = document.activeElement, row = link.closest("li");
        return [getComputedStyle(row).outlineStyle, getComputedStyle(row).outlineWidth,
                getComputedStyle(link).outlineStyle];""")
    assert ring == ["solid", "3px", "none"], f"row and link outlines: {ring}"


def expect_right_to_left_customer_kept_apart(page):
    """A customer written right to left is shown before the fee after it, as on the order's page:
    the fee's digits do not join the customer's text."""
    page.follow("Add order")
    page.fill("Name", "Arabic brochure")
    page.fill("Customer", "شركة الترجمة")
    page.fill("Fee", "1")
    page.press("Save")
    page.expect("Created order Arabic brochure")
    customer_right, fee_left = page.driver.execute_script(
        """
        const spans = [...document.querySelectorAll('li .meta')];
        const customer = spans.find(s => s.textContent.trim() === 'شركة الترجمة');
        const fee = customer.nextElementSibling;
        return [customer.getBoundingClientRect().right, fee.getBoundingClientRect().left];""")
    assert customer_right <= fee_left, f"the fee is drawn inside or before the customer: {customer_right} > {fee_left}"


def planner_phone():
    planner_orders(size=PHONE)


def planner_reloads():
    """Ten browsers reload the orders at once, three times: no page fails, none is a 429."""
    page = Page()
    base = page.base
    page.close()

    def load(_):
        with urllib.request.urlopen(base + "/planner/", timeout=60) as response:
            return response.status

    for _ in range(3):
        with ThreadPoolExecutor(max_workers=10) as pool:
            statuses = list(pool.map(load, range(10)))
        assert statuses == [200] * 10, statuses


def planner_double_taps():
    """On a phone, Save and Delete tapped twice while Airtable is slow to answer: the form shows it is
    on its way, one order is added, then deleted, and each page says so; back on the form after
    saving, nothing is filled in again."""
    page = Page(size=PHONE)
    try:
        page.open("/planner/orders/new")
        page.fill("Name", "Tapped twice")
        page.driver.execute_script("document.getElementById('field-deadline').value = '2031-05-04'")
        busy = page.press_twice("Save")
        assert busy == "true", f"the form did not show it was on its way: aria-busy={busy!r}"
        page.expect("Created order Tapped twice")
        # Back to the form it was saved from: the browser does not fill it in again, so Save there
        # cannot add the same order a second time without a word.
        page.driver.back()
        kept = page.control("Name").get_attribute("value")
        assert kept == "", f"the new-order form came back filled in: {kept!r}"
        page.open("/planner/")
        rows = [link for link in page.driver.find_elements("css selector", "li a") if link.text == "Tapped twice"]
        assert len(rows) == 1, f"{len(rows)} orders named Tapped twice:\n{page.text}"
        page.follow("Tapped twice")
        page.follow("Delete")
        page.press_twice("Delete")
        page.expect("Deleted order Tapped twice")
        assert "Tapped twice" not in page.text.replace("Deleted order Tapped twice", ""), page.text
    finally:
        page.close()


def planner_session_ended():
    """The browser forgets the session's cookie while a form stands open (as after its 8 hours): Save
    adds nothing but offers the typed order back, and one press adds it as typed."""
    page = Page(size=PHONE)
    try:
        page.open("/planner/orders/new")
        page.fill("Name", "Left open overnight")
        page.driver.execute_script("document.getElementById('field-deadline').value = '2031-05-04'")
        page.fill("Summary", "Typed before the night & kept")
        page.driver.delete_all_cookies()
        page.press("Save")
        page.expect("Not sent yet")
        page.expect("What you typed is kept")
        page.expect_no_sideways_scroll()
        page.screenshot("planner-send-again")
        page.press("Send it again")
        page.expect("Created order Left open overnight")
        page.follow("Left open overnight")
        page.expect("Typed before the night & kept")
    finally:
        page.close()


def planner_two_windows():
    """One order edited in two windows: the second save keeps what the first one saved."""
    page = Page()
    try:
        page.open("/planner/")
        page.follow("Add order")
        page.fill("Name", "Two windows")
        page.fill("Summary", "As added")
        page.press("Save")
        page.follow("Two windows")
        page.follow("Edit")
        first = page.driver.current_window_handle
        edit = page.path
        page.driver.switch_to.new_window("tab")
        page.open(edit)
        second = page.driver.current_window_handle
        page.driver.switch_to.window(first)
        page.fill("Summary", "From the first window")
        page.press("Save")
        page.expect("Updated summary of Two windows")
        page.driver.switch_to.window(second)
        page.fill("Fee", "25")
        page.press("Save")
        page.expect("Updated fee of Two windows")
        page.expect("From the first window")
    finally:
        page.close()


FLOWS = {"planner_orders": planner_orders, "planner_two_windows": planner_two_windows, "planner_phone": planner_phone, "planner_reloads": planner_reloads,
         "planner_double_taps": planner_double_taps, "planner_session_ended": planner_session_ended}
