"""The meal log in a browser: add (in English and Japanese), filter by weekday, edit, delete after
asking, recommend, import a CSV with progress and a bad row (and again, without duplicates), the
language switch (which keeps what was typed), a phone's width, no script, and Airtable down."""
import os
import tempfile
import time
import urllib.error
import urllib.request

from selenium.common.exceptions import NoAlertPresentException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from browser import PHONE, Page, stale

# A meal the test puts into the table before the flow: a value from the server, shown as text.
SEEDED = '<script>alert("meal")</script>'
# Its store: markup, and a right-to-left override that would show "exe.gnp" as "pgn.exe".
SEEDED_STORE = "<b>渋谷</b>\u202eexe.gnp"

DENNYS = os.path.realpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "Sources",
                                       "MealLog", "Demo", "Dennys.csv"))


def meal_row(page, name):
    """The list item of the meal named `name`."""
    for item in page.driver.find_elements(By.CSS_SELECTOR, "ul.cards > li"):
        if item.find_element(By.TAG_NAME, "strong").text == name:
            return item
    raise AssertionError(f"no meal {name!r} on {page.path}:\n{page.text}")


def meal_names(page):
    return [item.find_element(By.TAG_NAME, "strong").text
            for item in page.driver.find_elements(By.CSS_SELECTOR, "ul.cards > li")]


def every_meal_name(page):
    """The names on every page of the list shown, following Next to the last page."""
    names = meal_names(page)
    while page.driver.find_elements(By.CSS_SELECTOR, "a[rel=next]"):
        old = page.driver.find_element(By.TAG_NAME, "html")
        page.driver.find_element(By.CSS_SELECTOR, "a[rel=next]").click()
        WebDriverWait(page.driver, 30).until(lambda d: stale(old))
        names += meal_names(page)
    return names


def follow_in_row(page, name, link):
    old = page.driver.find_element(By.TAG_NAME, "html")
    meal_row(page, name).find_element(By.LINK_TEXT, link).click()
    WebDriverWait(page.driver, 30).until(lambda d: stale(old))


def expect_no_script_ran(page):
    try:
        page.driver.switch_to.alert
    except NoAlertPresentException:
        return
    raise AssertionError(f"a script from the data ran on {page.path}")


def without_required(page):
    """Lets the form go to the server empty, to see its own validation."""
    page.driver.execute_script("for (const e of document.querySelectorAll('[required]')) e.required = false")


def add_meal(page, name, dish_type, weekday, hunger, store, save="Save"):
    page.choose(labels(page)["type"], dish_type)
    page.fill(labels(page)["name"], name)
    page.choose(labels(page)["week"], weekday)
    page.choose(labels(page)["status"], hunger)
    page.fill(labels(page)["store"], store)
    page.press(save)


def labels(page):
    if page.driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "ja":
        return {"type": "料理タイプ", "name": "料理名", "week": "曜日", "status": "お腹の具合", "store": "店名"}
    return {"type": "Dish type", "name": "Dish name", "week": "Weekday", "status": "Hunger", "store": "Store"}


def meallog_meals(size=None):
    page = Page(size=size) if size else Page()
    try:
        page.open("/meallog/")
        page.expect(SEEDED)
        expect_no_script_ran(page)
        shown = page.driver.find_element(By.TAG_NAME, "body").text
        assert "\u202e" not in shown and "\ufffdexe.gnp" in shown, "a bidirectional override reached the page"
        # In a form the stored value stays as it is, so saving it unchanged loses nothing: nothing is
        # written.
        follow_in_row(page, SEEDED, "Edit")
        assert page.control("Store").get_attribute("value") == SEEDED_STORE, page.control("Store").get_attribute("value")
        page.press("Save")
        page.expect("Nothing to change in")
        follow_in_row(page, SEEDED, "Edit")
        assert page.control("Store").get_attribute("value") == SEEDED_STORE, "saving the form changed the store"
        page.open("/meallog/")
        page.expect_no_sideways_scroll()

        page.follow("Add meal")
        page.fill("Store", "Shibuya")
        without_required(page)
        page.press("Save")
        page.expect("Please give the dish name")
        assert "Please give the dish name" in page.driver.find_element(By.ID, "field-name-error").text
        assert page.control("Store").get_attribute("value") == "Shibuya", "the typed store was lost"
        page.expect_no_sideways_scroll()

        add_meal(page, "Cut steak", "meat", "Monday", "hungry", "Shibuya")
        page.expect("Cut steak has been logged")
        page.open("/meallog/meals/new")
        add_meal(page, "Pancakes", "dessert", "Friday", "full", "Shinjuku")
        page.expect("Pancakes has been logged")
        # A meal has no page of its own: a long name never hides its facts, and its date is never
        # broken at a hyphen.
        page.open("/meallog/meals/new")
        long_name = "Ramen " + "あ" * 300
        add_meal(page, long_name, "rice", "Tuesday", "normal", "Denny's Shinjuku")
        row = meal_row(page, long_name)
        facts = page.driver.execute_script(
            "const row = arguments[0].getBoundingClientRect();"
            "const date = arguments[0].querySelector('.nowrap');"
            "const box = date.getBoundingClientRect();"
            "return {lines: date.getClientRects().length, inside: box.bottom <= row.bottom && box.height > 0,"
            " visible: document.elementFromPoint(box.left + 2, box.top + box.height / 2) === date};", row)
        assert facts == {"lines": 1, "inside": True, "visible": True}, facts
        assert "Denny's Shinjuku" in row.text, row.text

        page.open("/meallog/")
        page.choose("Weekday", "Monday")
        page.press("Filter")
        assert page.path.startswith("/meallog/?week="), page.path
        names = meal_names(page)
        assert "Cut steak" in names and "Pancakes" not in names, names
        page.choose("Weekday", "Friday")
        page.press("Filter")
        names = meal_names(page)
        assert "Pancakes" in names and "Cut steak" not in names, names
        page.expect_no_sideways_scroll()
        page.screenshot("meallog-list-" + ("phone" if size == PHONE else "desktop"))

        page.open("/meallog/")
        follow_in_row(page, "Cut steak", "Edit")
        page.expect("Edit meal")
        assert page.control("Dish name").get_attribute("value") == "Cut steak"
        page.expect_no_sideways_scroll()
        page.fill("Dish name", "Big cut steak")
        page.choose("Hunger", "normal")
        page.press("Save")
        page.expect("Big cut steak has been updated")
        assert "normal" in meal_row(page, "Big cut steak").text

        page.open("/meallog/")
        follow_in_row(page, "Big cut steak", "Delete")
        page.expect("Delete Big cut steak?")
        page.expect_no_sideways_scroll()
        page.press("Delete")
        page.expect("Big cut steak has been deleted")
        assert "Big cut steak" not in meal_names(page), meal_names(page)

        page.follow("Recommend")
        page.choose("Weekday", "Friday")
        page.choose("Hunger", "full")
        page.press("Recommend")
        page.expect("Try Pancakes (dessert)")
        page.expect("Eaten once on Fridays")
        page.expect_no_sideways_scroll()
        page.screenshot("meallog-recommend-" + ("phone" if size == PHONE else "desktop"))

        page.open("/meallog/import")
        page.control("CSV file")
        page.expect_no_sideways_scroll()
    finally:
        page.close()


def meallog_right_to_left():
    """A store written right to left keeps the date after it to its right, as every other row."""
    page = Page()
    try:
        page.open("/meallog/meals/new")
        add_meal(page, "Falafel plate", "meat", "Monday", "normal", "חנות")
        page.expect("Falafel plate has been logged")
        store_right, date_left = page.driver.execute_script(
            """
            const row = [...document.querySelectorAll('li')].find(li => li.textContent.includes('Falafel plate'));
            const meta = row.querySelector('.meta');
            const walker = document.createTreeWalker(meta, NodeFilter.SHOW_TEXT);
            const store = document.createRange();
            while (walker.nextNode()) {
              const at = walker.currentNode.textContent.indexOf('חנות');
              if (at < 0) continue;
              store.setStart(walker.currentNode, at);
              store.setEnd(walker.currentNode, at + 4);
              break;
            }
            return [store.getBoundingClientRect().right, meta.querySelector('.nowrap').getBoundingClientRect().left];""")
        assert store_right <= date_left, f"the date is drawn before the store: {store_right} > {date_left}"
    finally:
        page.close()


def meallog_phone():
    meallog_meals(size=PHONE)


def meallog_japanese():
    page = Page(language="ja")
    try:
        page.open("/meallog/")
        assert page.driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "ja"
        page.expect("食事の記録")
        for english in ["Meals", "Add meal", "Weekday", "All weekdays", "Filter", "Import", "Recommend", "Meal log"]:
            assert english not in page.text, f"{english!r} on the Japanese page:\n{page.text}"

        page.follow("食事を登録")
        page.expect("食事を登録")
        # What was typed comes back with the page in the other language, and back again.
        page.fill("料理名", "ハンバーグ")
        page.choose("曜日", "火曜日")
        page.press("English")
        assert page.path == "/meallog/meals/new", page.path
        assert page.control("Dish name").get_property("value") == "ハンバーグ"
        assert page.control("Weekday").get_property("value") == "火曜日"
        page.press("日本語")
        assert page.control("料理名").get_property("value") == "ハンバーグ"
        assert page.control("曜日").get_property("value") == "火曜日"
        # Once: the page opened again starts empty.
        page.open("/meallog/meals/new")
        assert page.control("料理名").get_property("value") == "", page.control("料理名").get_property("value")
        without_required(page)
        page.fill("店名", "新宿店")
        page.press("保存")
        page.expect("料理名を入力してください")
        # The refused form, shown at the address it was posted to, switches to its own page in the
        # other language, with what it held.
        page.press("English")
        assert page.path == "/meallog/meals/new", page.path
        assert page.control("Store").get_property("value") == "新宿店"
        page.press("日本語")
        add_meal(page, "大盛りカットステーキ", "肉", "月曜日", "空いている", "渋谷店", save="保存")
        page.expect("大盛りカットステーキの登録が完了しました")
        assert "月曜日" in meal_row(page, "大盛りカットステーキ").text
        page.screenshot("meallog-japanese-desktop")

        page.press("English")
        assert page.driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "en"
        assert page.path.startswith("/meallog/?meal="), page.path
        page.expect("Meals")
        assert "Monday" in meal_row(page, "大盛りカットステーキ").text
        # The choice outranks the browser's Japanese on the site's own pages too.
        page.open("/nowhere")
        assert page.driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "en"
        page.expect("There is no page here")
        page.open("/meallog/recommend")
        page.expect("Recommend")
        page.press("日本語")
        assert page.driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "ja"
        assert page.path == "/meallog/recommend", page.path
        page.choose("曜日", "月曜日")
        page.choose("お腹の具合", "空いている")
        page.press("おすすめを見る")
        page.expect("おすすめは")
        page.expect("月曜日に")

        # The choice is the site's: its home page follows it, whole. The repository viewer, which has
        # only English words, stays an English page, navigation included.
        page.follow("Courier")
        assert page.driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "ja"
        page.expect("どこで何を食べたか")
        for english in ["Meal log", "Planner", "kept in Airtable"]:
            assert english not in page.text, f"{english!r} on the Japanese home page:\n{page.text}"
        page.open("/nowhere")
        assert page.driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "ja"
        page.expect("このアドレスにページはありません")
        page.follow("リポジトリ")
        assert page.driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "en"
        page.expect("Meal log")
        assert "食事記録" not in page.text, page.text
    finally:
        page.close()


def write_csv(rows):
    handle, path = tempfile.mkstemp(suffix=".csv")
    with os.fdopen(handle, "w", encoding="utf-8") as file:
        file.write("\n".join(rows) + "\n")
    return path


# Meals on Mondays at one store: a dish type that does not exist on line 5, and line 3 again on
# line 9; 100 imported, 2 rejected.
IMPORT_ROWS = ["type,name,week,status,store"] + [f"肉,Dish {n},月,空いてる,Test store" for n in range(1, 102)]
IMPORT_ROWS[4] = "curry,Katsu curry,月,普通,Test store"
IMPORT_ROWS.insert(8, IMPORT_ROWS[2])


def import_file(page, path):
    """Uploads `path` on the import page with the script on; returns the texts the status showed."""
    page.open("/meallog/import")
    page.control("CSV file").send_keys(path)
    for button in page.driver.find_elements(By.TAG_NAME, "button"):
        if button.text.strip() == "Import":
            button.click()
            break
    seen = []
    deadline = time.time() + 120
    while not page.path.startswith("/meallog/import/result"):
        assert time.time() < deadline, f"the import did not finish: {seen}"
        try:
            text = page.driver.find_element(By.ID, "import-status").text
            if text and text not in seen:
                seen.append(text)
        except Exception:
            pass
        time.sleep(0.05)
    WebDriverWait(page.driver, 30).until(lambda d: "Imported" in page.text)
    return seen


def meallog_import():
    page = Page()
    csv = write_csv(IMPORT_ROWS)
    try:
        page.open("/meallog/import")
        without_required(page)
        page.press("Import")
        page.expect("Choose a CSV file")

        seen = import_file(page, csv)
        assert any("rows sent" in text for text in seen), f"no progress was shown: {seen}"
        page.expect("Imported 100, updated 0, rejected 2")
        page.expect("line 5: 'curry' is not a dish type")
        page.expect("line 9: the same meal as line 3")
        page.expect_no_sideways_scroll()
        page.screenshot("meallog-import")

        import_file(page, csv)
        page.expect("Imported 0, updated 100, rejected 2")
        page.open("/meallog/")
        names = every_meal_name(page)
        assert names.count("Dish 1") == 1 and names.count("Dish 101") == 1, names

        import_file(page, DENNYS)
        page.expect("Imported 7, updated 0, rejected 0")
        page.follow("Meals")
        assert "大盛りカットステーキ" in every_meal_name(page), "the import's meals are listed, a page or two on"
    finally:
        page.close()
        os.remove(csv)


def meallog_import_no_script():
    """The plain form waits for the import and shows its result, on a phone."""
    page = Page(size=PHONE, javascript=False)
    csv = write_csv(["name,type,week,status", "Omelette rice,ご飯,日,普通", "Soup,soup,月,普通",
                     "Brownie,デザート,土,空いてない"])
    try:
        page.open("/meallog/import")
        page.control("CSV file").send_keys(csv)
        page.press("Import")
        assert page.path == "/meallog/import/result", page.path
        page.expect("Imported 2, updated 0, rejected 1")
        page.expect("line 3: 'soup' is not a dish type")
        page.expect_no_sideways_scroll()
    finally:
        page.close()
        os.remove(csv)


def meallog_backend_down():
    """Airtable is stopped: every page says which backend and how to start it, with 503."""
    page = Page()
    try:
        for language, words in [("en-US", "Start airtable-local with scripts/up"),
                                ("ja", "scripts/up で airtable-local を起動")]:
            for path in ["/meallog/", "/meallog/recommend?week=Monday&status=normal"]:
                request = urllib.request.Request(page.base + path, headers={"Accept-Language": language})
                try:
                    urllib.request.urlopen(request, timeout=60)
                    raise AssertionError(f"{path} answered 200 with Airtable down")
                except urllib.error.HTTPError as error:
                    body = error.read().decode()
                    assert error.code == 503, (path, error.code)
                    assert words in body, body
        page.open("/meallog/")
        page.expect("The Airtable API at")
        page.expect("could not be reached")
        # What the client said (libcurl's words) is folded away under Details, for whoever asks.
        assert "curl" not in page.text, page.text
        page.driver.find_element(By.TAG_NAME, "summary").click()
        page.expect("refused the connection")
    finally:
        page.close()


FLOWS = {"meallog_meals": meallog_meals, "meallog_phone": meallog_phone, "meallog_japanese": meallog_japanese,
         "meallog_import": meallog_import, "meallog_import_no_script": meallog_import_no_script,
         "meallog_backend_down": meallog_backend_down, "meallog_right_to_left": meallog_right_to_left}
