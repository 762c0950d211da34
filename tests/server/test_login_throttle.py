"""The classroom's doors (issue 29, items 2, 3 and 8): the class and teacher passwords are
throttled per client address for the whole server and taken from the login form only,
a taken port stops ``rummy-lab serve`` with one error, and a page may open websockets to
its own server only. The password-guessing probes are bounded and loopback only."""

from __future__ import annotations

import socket
import subprocess
import threading
import time
import urllib.parse

import pytest
from conftest import ROOT, free_port, start_server, stop_server
from helpers.class_login import NEXT, LoginClient
from helpers.class_server import PASSWORD, get, write_lesson

from rummy_lab.access.backoff import Backoff
from rummy_lab.cli import serve_command
from rummy_lab.server.login import CLASS_POLICY, AddressThrottle, client_key, login_page
from rummy_lab.store.tables import TableStore
from rummy_lab.store.throttle import StoredThrottle
from rummy_lab.ui.teacher import TEACHER_POLICY, TeacherDashboard

CLI = str(ROOT / ".venv" / "bin" / "rummy-lab")
GUESSES = 200


class Clock:
    def __init__(self, now: float = 1000.0):
        self.now = now

    def __call__(self) -> float:
        return self.now


# -- the policy and its tables, without a server ---------------------------------------------
def test_the_policy_bounds_guesses():
    policy = Backoff(free=5, first=2.0, longest=300.0)
    assert [policy.pause(n) for n in range(1, 9)] == [0, 0, 0, 0, 2, 4, 8, 16]
    assert policy.pause(40) == 300.0
    assert policy.most_tries(0) == 5 and policy.most_tries(2) == 6 and policy.most_tries(6) == 7
    # an hour of guessing from one address: 5 + 8 doubling pauses + ten of the longest
    assert CLASS_POLICY.most_tries(3600) <= 25
    assert TEACHER_POLICY.most_tries(3600) <= 10


def test_the_address_table_pauses_and_stays_bounded():
    clock = Clock()
    throttle = AddressThrottle(CLASS_POLICY, max_clients=100, clock=clock)
    for _ in range(4):
        assert throttle.wait("10.0.0.1") == 0 and throttle.wrong("10.0.0.1") == 0
    assert throttle.wrong("10.0.0.1") == 2.0 and throttle.wait("10.0.0.1") == 2.0
    assert throttle.wait("10.0.0.2") == 0  # another client is not paused
    clock.now += 2
    assert throttle.wait("10.0.0.1") == 0 and throttle.wrong("10.0.0.1") == 4.0
    throttle.right("10.0.0.1")
    assert throttle.wait("10.0.0.1") == 0
    for i in range(1000):
        throttle.wrong(f"10.1.{i // 256}.{i % 256}")
    assert len(throttle) == 100
    clock.now += CLASS_POLICY.forget
    for _ in range(5):
        throttle.wrong("10.1.3.231")  # an hour later the count starts again
    assert throttle.wait("10.1.3.231") == 2.0


def test_client_keys():
    assert client_key("192.0.2.7") == "192.0.2.7"
    assert client_key("::ffff:192.0.2.7") == "192.0.2.7"
    # one machine may hold a whole IPv6 /64: every address in it is one client
    assert client_key("2001:db8:1:2::5") == client_key("2001:db8:1:2:ffff::1") == \
        "2001:db8:1:2::/64"
    assert client_key("fe80::1%eth0") == "fe80::/64"
    assert client_key(None) == client_key("junk") == ""


def test_the_login_page_in_both_languages():
    en = login_page("en", "/login?next=%2F", "<input type=hidden>", "Wrong password.")
    de = login_page("de", "/login?next=%2F", "", "")
    assert "Class password" in en and 'role="alert">Wrong password.' in en
    assert "Klassen-Passwort" in de and "Anmelden" in de and "Log in" not in de
    assert "token" not in en.lower() and "new_password" not in en


@pytest.fixture(params=["sqlite", "postgresql"])
def store_url(request, tmp_path):
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 't.db'}"
    return request.getfixturevalue("postgres_url")


def test_the_stored_throttle_is_one_count_for_every_kernel(store_url):
    """Two stores on one database are two kernels: the count is shared per client."""
    clock = Clock(time.time())
    realm = f"t{time.monotonic_ns() % 10**9}"
    one, two = (StoredThrottle(TableStore(store_url).engine, realm, TEACHER_POLICY, clock=clock,
                               max_clients=50) for _ in range(2))
    assert one.begin("a") == (0, 0) and two.begin("a") == (0, 0)
    assert one.begin("a") == (0, 30.0)  # the third wrong try earns the first pause
    assert two.begin("a")[0] == 30.0 and one.begin("a")[0] == 30.0
    assert two.begin("b") == (0, 0)  # another client
    clock.now += 30
    assert two.begin("a") == (0, 60.0)
    two.right("a")
    assert one.begin("a") == (0, 0)
    for i in range(120):
        one.begin(f"c{i}")
    with one.engine.connect() as conn:
        from sqlalchemy import func, select

        from rummy_lab.store.schema import logins
        rows = conn.execute(select(func.count()).select_from(logins)
                            .where(logins.c.realm == realm)).scalar_one()
    assert rows <= 50


def test_the_teacher_pause_holds_across_pages_and_is_per_client(tmp_path, monkeypatch):
    """A fresh page is a fresh dashboard in a fresh kernel: the count stays (before, every
    page had its own: three guesses per page)."""
    url = f"sqlite:///{tmp_path / 't.db'}"
    clock = Clock(time.time())
    monkeypatch.setenv("HTTP_X_RUMMY_LAB_CLIENT", "192.0.2.7")
    wrong = 0
    for _ in range(5):  # five fresh pages, four guesses each, the last one right
        page = TeacherDashboard(TableStore(url), password=PASSWORD, clock=clock)
        for guess in ("x", "y", "z", PASSWORD):
            page.login(guess)
            wrong += page.dash["error"] == "Wrong password."
            assert page.dash["stage"] == "login", "the right password got in during a pause"
    # checked: the plain wrong answers and the one that earned the pause
    assert wrong + 1 <= TEACHER_POLICY.most_tries(0), f"{wrong} wrong answers"
    monkeypatch.setenv("HTTP_X_RUMMY_LAB_CLIENT", "192.0.2.8")  # the teacher's own laptop
    page = TeacherDashboard(TableStore(url), password=PASSWORD, clock=clock)
    assert page.login(PASSWORD) and page.dash["stage"] == "open"


# -- the class password on a running server --------------------------------------------------
@pytest.fixture(scope="module")
def class_server(tmp_path_factory):
    """One class server for the module's login tests: each uses its own client addresses
    (the guesser's count is reset by its last, right, password)."""
    tmp_path = tmp_path_factory.mktemp("class-login")
    write_lesson(tmp_path)
    (tmp_path / "pw").write_text(PASSWORD + "\n")
    port = free_port()
    url, proc, log = start_server([CLI, "serve", "--port", str(port), "--notebooks",
                                   str(tmp_path), "--password-file", str(tmp_path / "pw")],
                                  port, "class-login.log")
    yield url, port
    stop_server(proc, log)


def test_a_password_guessing_client_is_throttled(class_server):
    """200 guesses from one address through the real login form, the right password among
    them: only the policy's few are checked, the right one does not get in during the
    pause; another address logs in at once, this one once its pause is over."""
    url, port = class_server
    guesser = LoginClient(port)
    start = time.monotonic()
    answers = [guesser.guess(PASSWORD if i == GUESSES // 2 else f"guess-{i}")
               for i in range(GUESSES)]
    elapsed = time.monotonic() - start
    checked = [a for a in answers if a[0] != 429]
    refused = [a for a in answers if a[0] == 429]
    print(f"\n{GUESSES} guesses in {elapsed:.2f} s: {len(checked)} checked "
          f"({len(checked) / elapsed:.1f}/s), {len(refused)} refused unchecked")
    assert len(checked) <= CLASS_POLICY.most_tries(elapsed), answers[:12]
    assert answers[GUESSES // 2][0] == 429, "the right password got in during a pause"
    assert "Too many wrong passwords" in refused[0][1]
    status, text = LoginClient(port, "127.0.0.2").guess(PASSWORD, lang="de")
    assert (status, text) == (302, NEXT), "another client was locked out too"
    status, text = LoginClient(port, "127.0.0.3").guess("nope", lang="de")
    assert (status, text) == (401, "Falsches Passwort.")
    wait = CLASS_POLICY.pause(len(checked))
    time.sleep(wait + 0.5)
    assert guesser.guess(PASSWORD) == (302, NEXT), "the pause never ended"


def test_the_password_is_not_taken_from_urls_or_headers(class_server):
    url, port = class_server
    page = f"{url}{NEXT}"
    status, final, _, body = get(f"{page}?token={PASSWORD}")
    assert "/login" in final and "rl-ready" not in body, "?token= logged in"
    req_headers = {"Authorization": f"token {PASSWORD}"}
    conn = LoginClient(port, "127.0.0.6")
    status, headers, body = conn.request("GET", NEXT, headers=req_headers)
    assert status == 302 and "/login" in headers["Location"], "Authorization: token logged in"
    # the password cannot be changed from the login form
    body = urllib.parse.urlencode({"_xsrf": conn.xsrf, "password": PASSWORD,
                                   "new_password": "mine-now-123"})
    status, _, _ = conn.request("POST", "/login?next=%2F", body, {
        "Cookie": conn.cookie, "Content-Type": "application/x-www-form-urlencoded"})
    assert status == 302
    assert LoginClient(port, "127.0.0.4").guess("mine-now-123")[0] == 401
    status, _, _, body = get(page, cookie=LoginClient(port, "127.0.0.5").login_cookie(PASSWORD))
    assert status == 200 and "rl-ready" in body


# -- the port --------------------------------------------------------------------------------
def test_a_taken_port_stops_serve_with_one_error(tmp_path):
    """Before, Voilà moved to the next free port and both banners announced the taken one."""
    write_lesson(tmp_path)
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        serve = subprocess.Popen([CLI, "serve", "--port", str(port), "--notebooks",
                                  str(tmp_path)], cwd=ROOT, stdout=subprocess.PIPE,
                                 stderr=subprocess.PIPE, text=True)
        try:
            out, err = serve.communicate(timeout=90)
        except subprocess.TimeoutExpired:
            serve.kill()
            out, err = serve.communicate()
            pytest.fail(f"serve kept running with port {port} taken: {err[-300:]}")
        assert serve.returncode == 2 and out == "", (out, err)
        assert err.count("\n") == 1 and f"--port {port}" in err and "in use" in err, err
        # Voilà itself (the port taken between that check and its start): it stops too
        proc = subprocess.run(serve_command(port, "127.0.0.1", str(tmp_path)), cwd=ROOT,
                              capture_output=True, text=True, timeout=90)
        assert proc.returncode != 0 and "could not be started" in proc.stderr, proc.stderr
        assert "is running at" not in proc.stderr


# -- the Content-Security-Policy -------------------------------------------------------------
OPEN_WS = """async (url) => await new Promise(done => {
  let violated = false;
  document.addEventListener('securitypolicyviolation', () => { violated = true; });
  try {
    const ws = new WebSocket(url);
    ws.onopen = () => done('open');
    ws.onerror = () => setTimeout(() => done(violated ? 'blocked' : 'error'), 300);
  } catch (err) { done('blocked'); }
})"""


@pytest.mark.browser
def test_a_page_opens_websockets_to_its_own_server_only(tmp_path, browser):
    write_lesson(tmp_path)
    port = free_port()
    url, proc, log = start_server([CLI, "serve", "--port", str(port), "--notebooks",
                                   str(tmp_path)], port, "class-csp.log")
    other = socket.socket()
    other.bind(("127.0.0.1", 0))
    other.listen()
    other.settimeout(0.5)
    reached: list[bool] = []

    def accept() -> None:
        for _ in range(20):
            try:
                conn, _ = other.accept()
            except OSError:
                continue
            reached.append(True)
            conn.close()

    watcher = threading.Thread(target=accept, daemon=True)
    watcher.start()
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(f"{url}{NEXT}")
        page.wait_for_selector(".rl-ready", timeout=120_000)  # its own websocket works
        elsewhere = f"ws://localhost:{other.getsockname()[1]}/"
        assert page.evaluate(OPEN_WS, elsewhere) == "blocked"
        assert page.evaluate(OPEN_WS, f"ws://127.0.0.1:{other.getsockname()[1]}/") == "blocked"
        watcher.join(timeout=12)
        assert reached == [], "the page reached another server's port"
    finally:
        context.close()
        other.close()
        stop_server(proc, log)


# -- the teacher password across fresh pages of a running server ------------------------------
TEACHER_PAGE = "/voila/render/07_teacher.ipynb"
TEACHER_ROOT = ".rl-lesson-teacher .rl-tc-root"


def teacher_try(browser, base: str, password: str) -> str:
    """Open a fresh teacher page (a fresh kernel) and type ``password``: its answer."""
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(base + TEACHER_PAGE, wait_until="commit", timeout=120_000)
        field = page.locator(f"{TEACHER_ROOT} input[type=password]")
        field.wait_for(timeout=120_000)
        field.fill(password)
        field.press("Enter")
        page.wait_for_selector(f"{TEACHER_ROOT} .rl-tc-error:not(:empty), "
                               f"{TEACHER_ROOT} .rl-tc-lock", timeout=60_000)
        if page.locator(f"{TEACHER_ROOT} .rl-tc-lock").is_visible():
            return "open"
        return page.locator(f"{TEACHER_ROOT} .rl-tc-error").inner_text()
    finally:
        context.close()


def pass_in_store(store: str, seconds: float) -> None:
    """Let ``seconds`` pass for the store's login throttle: its stored times move back."""
    from sqlalchemy import update

    from rummy_lab.store.schema import logins
    with TableStore(store).engine.begin() as conn:
        moved = conn.execute(update(logins).where(logins.c.realm == "teacher").values(
            locked_until=logins.c.locked_until - seconds, last=logins.c.last - seconds))
        assert moved.rowcount == 1, f"{moved.rowcount} teacher throttle rows"


@pytest.mark.browser
def test_fresh_teacher_pages_share_the_pause(tmp_path, browser):
    """Three wrong teacher passwords on fresh pages of `rummy-lab serve`, then the right one
    on another fresh page: refused during the pause (before, each page had its own three
    tries, and the right password got in), accepted once the pause is over. The pause's
    30 seconds pass in the store (its stored times moved back) instead of being slept."""
    secret = tmp_path / "teacher.txt"
    secret.write_text(PASSWORD + "\n")
    store = f"sqlite:///{tmp_path / 'class.db'}"
    port = free_port()
    url, proc, log = start_server([CLI, "serve", "--port", str(port), "--store", store,
                                   "--teacher-password-file", str(secret)],
                                  port, "teacher-throttle.log")
    try:
        answers = [teacher_try(browser, url, f"guess-{i}") for i in range(3)]
        assert answers[:2] == ["Wrong password."] * 2 and "wait 30 seconds" in answers[2], answers
        answer = teacher_try(browser, url, PASSWORD)
        assert answer != "open" and "wait" in answer, f"a fresh page let the password in: {answer}"
        pass_in_store(store, TEACHER_POLICY.first + 1)
        assert teacher_try(browser, url, PASSWORD) == "open"
    finally:
        stop_server(proc, log)
