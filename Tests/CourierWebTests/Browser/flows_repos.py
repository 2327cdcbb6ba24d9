"""The repository viewer in a browser: search as you type, avatars, sort, Show all, no script."""
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from browser import PHONE, Page


def wait_for(page, words, timeout=30):
    WebDriverWait(page.driver, timeout).until(lambda d: words in page.text)


def repos_live(size=None):
    page = Page(size=size) if size else Page()
    try:
        page.open("/repos/")
        field = page.control("GitHub user")
        start = page.driver.execute_script("return performance.timeOrigin")
        for letter in "nerdishbynature":
            field.send_keys(letter)
        wait_for(page, "repositories of nerdishbynature")
        assert page.driver.execute_script("return performance.timeOrigin") == start, "the page reloaded"
        assert page.driver.title == "nerdishbynature's repositories · Courier", page.driver.title
        page.expect("octokit.swift")
        if size == PHONE:
            height = page.tap_height("octokit.swift")
            assert height >= 44, f"the repository's link is {height} px high"
        avatars = page.driver.find_elements(By.CSS_SELECTOR, "#results img")
        assert avatars, "no avatar shown"
        source = avatars[0].get_attribute("src")
        assert source.startswith(page.base + "/repos/avatar?"), source
        loaded = page.driver.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0", avatars[0])
        assert loaded, "the avatar did not load through the site"
        page.choose("Sort", "updated")
        wait_for(page, "repositories of nerdishbynature")
        page.expect_no_sideways_scroll()
        page.screenshot("repos-" + ("phone" if size == PHONE else "desktop"))
        field.clear()
        field.send_keys("x")
        field.send_keys("\b")
        WebDriverWait(page.driver, 30).until(lambda d: "repositories of" not in page.text)
        field.send_keys("nobody-at-all")
        wait_for(page, "no such user: nobody-at-all")
        heard = page.driver.find_element(By.ID, "results-status").get_attribute("textContent")
        # Once: GitHub's "Not Found" after it would only say it again.
        assert heard == "no such user: nobody-at-all.", f"a screen reader hears {heard!r}"
        field.clear()
        for letter in "octo-many":
            field.send_keys(letter)
        wait_for(page, "The first 100 repositories of octo-many")
        page.driver.find_element(By.ID, "all").click()
        wait_for(page, "150 repositories of octo-many")
    finally:
        page.close()


def repos_phone():
    repos_live(size=PHONE)


def repos_no_script():
    page = Page(javascript=False)
    try:
        page.open("/repos/")
        page.fill("GitHub user", "nerdishbynature")
        page.press("Search")
        assert page.path.startswith("/repos/?user=nerdishbynature"), page.path
        page.expect("repositories of nerdishbynature")
        page.expect("octokit.swift")
    finally:
        page.close()


def repos_rate_limited():
    page = Page()
    try:
        page.open("/repos/?user=nerdishbynature")
        page.expect("rate limit")
        page.expect("retry after")
    finally:
        page.close()


FLOWS = {"repos_live": repos_live, "repos_phone": repos_phone, "repos_no_script": repos_no_script,
         "repos_rate_limited": repos_rate_limited}
