"""Drives headless Chromium through courier-web's pages the way a person does: by labels, buttons
and links. Used by the flows in flows_*.py; run by CourierWebTests (run.py FLOW)."""
import os

from selenium import webdriver
from selenium.common.exceptions import NoSuchElementException
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

PHONE = (390, 844)
DESKTOP = (1280, 800)


class Page:
    """A browser on the site at BASE_URL, with helpers that find controls as a person would."""

    def __init__(self, size=DESKTOP, javascript=True, language="en-US"):
        options = Options()
        for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                         f"--lang={language}"]:
            options.add_argument(argument)
        # A phone is emulated (touch, device pixels) when scripts run; with scripts off, chromedriver's
        # emulation never sees a form's submission finish, so a window of the phone's width stands in.
        if size == PHONE and javascript:
            options.add_experimental_option(
                "mobileEmulation", {"deviceMetrics": {"width": size[0], "height": size[1], "pixelRatio": 3}})
        else:
            options.add_argument(f"--window-size={size[0]},{size[1]}")
        prefs = {"intl.accept_languages": language}
        if not javascript:
            prefs["profile.managed_default_content_settings.javascript"] = 2
        options.add_experimental_option("prefs", prefs)
        self.driver = webdriver.Chrome(service=Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")),
                                       options=options)
        self.driver.set_page_load_timeout(60)
        self.base = os.environ["COURIER_WEB_URL"].rstrip("/")

    def close(self):
        self.driver.quit()

    def open(self, path):
        self.driver.get(self.base + path)

    @property
    def text(self):
        return self.driver.find_element(By.TAG_NAME, "body").text

    @property
    def path(self):
        return self.driver.current_url[len(self.base):]

    def control(self, label):
        """The control whose <label> reads `label` (and perhaps "(optional)" after it)."""
        for element in self.driver.find_elements(By.TAG_NAME, "label"):
            if element.text.strip().removesuffix("(optional)").removesuffix("（任意）").strip() == label:
                return self.driver.find_element(By.ID, element.get_attribute("for"))
        raise AssertionError(f"no control labelled {label!r} on {self.path}:\n{self.text}")

    def fill(self, label, value):
        control = self.control(label)
        control.clear()
        control.send_keys(value)

    def choose(self, label, option):
        Select(self.control(label)).select_by_visible_text(option)

    def press(self, button):
        """Clicks the button reading `button` and waits for the next page."""
        self._leaving(lambda element: element.click(), button)

    def press_twice(self, button):
        """Clicks the button reading `button`, and again 300 ms later, as a person taps twice when a
        page is slow to answer; waits for the next page. Returns the form's `aria-busy` as it was
        right after the first click."""
        return self._leaving(lambda element: self.driver.execute_script(
            "const button = arguments[0]; button.click(); setTimeout(() => button.click(), 300);"
            "return button.form.getAttribute('aria-busy');", element), button)

    def press_asking(self, button, accept):
        """Clicks the button reading `button`, whose form asks first (`data-confirm`); answers the
        question, and returns its text. Accepted, waits for the next page."""
        for element in self.driver.find_elements(By.TAG_NAME, "button"):
            if element.text.strip() == button:
                old = self.driver.find_element(By.TAG_NAME, "html")
                element.click()
                WebDriverWait(self.driver, 10).until(lambda d: alert_present(d))
                question = self.driver.switch_to.alert
                text = question.text
                if accept:
                    question.accept()
                    WebDriverWait(self.driver, 30).until(lambda d: stale(old))
                else:
                    question.dismiss()
                return text
        raise AssertionError(f"no button {button!r} on {self.path}:\n{self.text}")

    def _leaving(self, click, button):
        for element in self.driver.find_elements(By.TAG_NAME, "button"):
            if element.text.strip() == button:
                old = self.driver.find_element(By.TAG_NAME, "html")
                clicked = click(element)
                WebDriverWait(self.driver, 30).until(lambda d: stale(old))
                return clicked
        raise AssertionError(f"no button {button!r} on {self.path}:\n{self.text}")

    def follow(self, link):
        try:
            self.driver.find_element(By.LINK_TEXT, link).click()
        except NoSuchElementException:
            raise AssertionError(f"no link {link!r} on {self.path}:\n{self.text}")

    def expect(self, words):
        assert words in self.text, f"expected {words!r} on {self.path}, the page reads:\n{self.text}"

    def tap_height(self, link):
        """How many pixels high the strip is, down through the link reading `link` (20 px in from its
        left edge), where a tap lands on that link."""
        return self.driver.execute_script(
            """
            const link = [...document.querySelectorAll('a')].find(a => a.textContent.trim() === arguments[0]);
            if (!link) return -1;
            link.scrollIntoView({block: 'center'});
            const box = link.getBoundingClientRect();
            const x = box.left + Math.min(box.width / 2, 20);
            let hits = 0;
            for (let y = box.top - 60; y < box.bottom + 60; y++) {
                const hit = document.elementFromPoint(x, y);
                if (hit && link.contains(hit)) hits++;
            }
            return hits;""", link)

    def expect_no_sideways_scroll(self):
        wide = self.driver.execute_script("return document.documentElement.scrollWidth")
        view = self.driver.execute_script("return window.innerWidth")
        assert wide <= view, f"{self.path} scrolls sideways: {wide} px in {view}"

    def lines_of_row(self, link):
        """How many lines of text the list row holding the link `link` shows."""
        for element in self.driver.find_elements(By.CSS_SELECTOR, "li a"):
            if element.text.strip() == link:
                row = element.find_element(By.XPATH, "./ancestor::li[1]")
                return self.driver.execute_script(
                    "const style = getComputedStyle(arguments[0]);"
                    "const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);"
                    "return (arguments[0].clientHeight - padding) / parseFloat(style.lineHeight);", row)
        raise AssertionError(f"no list row links to {link!r} on {self.path}:\n{self.text}")

    def lines_of_box(self, label):
        """How many lines the text box labelled `label` shows, a part of one counted as a part: what
        it holds shows from under its top padding down to its border, its bottom padding included."""
        return self.driver.execute_script(
            "const style = getComputedStyle(arguments[0]);"
            "return (arguments[0].clientHeight - parseFloat(style.paddingTop)) / parseFloat(style.lineHeight);",
            self.control(label))

    def lines_of_cell(self, text):
        """How many lines the table cell reading `text` takes."""
        for element in self.driver.find_elements(By.CSS_SELECTOR, "td, th"):
            if element.text.strip() == text:
                return round(self.driver.execute_script(
                    "const style = getComputedStyle(arguments[0]);"
                    "const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);"
                    "return (arguments[0].clientHeight - padding) / parseFloat(style.lineHeight);", element))
        raise AssertionError(f"no table cell reads {text!r} on {self.path}:\n{self.text}")

    def screenshot(self, name):
        directory = os.environ.get("COURIER_SCREENSHOTS")
        if directory:
            self.driver.save_screenshot(os.path.join(directory, name + ".png"))


def alert_present(driver):
    """Whether a dialog (`confirm`) is open."""
    try:
        driver.switch_to.alert.text
        return True
    except Exception:
        return False


def stale(element):
    try:
        element.is_enabled()
        return False
    except Exception:
        return True
