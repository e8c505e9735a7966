"""The REST service over real HTTP: a uvicorn server on 127.0.0.1 (a free port) in a thread."""

import json
import socket
import threading

import pytest

pytest.importorskip("fastapi")
uvicorn = pytest.importorskip("uvicorn")
httpx = pytest.importorskip("httpx")

import medcalc  # noqa: E402
from medcalc.models import input_model  # noqa: E402
from medcalc.rest import create_app  # noqa: E402
from medcalc.tools import call_tool  # noqa: E402

MAX_ROWS = 50
MAX_BODY = 200_000


@pytest.fixture(scope="module")
def base_url():
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", 0))  # a free port, chosen by the OS; listening before the thread runs
    sock.listen(64)
    port = sock.getsockname()[1]
    app = create_app(max_body_bytes=MAX_BODY, max_batch_rows=MAX_ROWS)
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan="off"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    for _ in range(600):  # bounded: at most 600 x 0.05 s, and stops at once if the thread dies
        if server.started or not thread.is_alive():
            break
        thread.join(timeout=0.05)
    assert server.started, "the server did not start"
    yield f"http://127.0.0.1:{port}"
    server.should_exit = True
    thread.join(timeout=30)
    sock.close()


@pytest.fixture(scope="module")
def client(base_url):
    with httpx.Client(base_url=base_url, timeout=60) as c:
        yield c


def test_health_and_list(client):
    r = client.get("/health")
    assert r.status_code == 200 and r.json()["ok"] is True
    assert r.json()["result"]["calculators"] == len(medcalc.list())
    listed = client.get("/calculators").json()["result"]
    assert {c["id"] for c in listed} == {c.id for c in medcalc.list()}
    curb = next(c for c in listed if c["id"] == "curb_65")
    assert "CURB-65" in curb["aliases"] and curb["specialty"] == "pulmonology"


def test_list_filters_by_text_and_specialty(client):
    found = client.get("/calculators", params={"q": "curb", "specialty": "pulmonology"}).json()
    assert [c["id"] for c in found["result"]] == ["curb_65"]
    pulmonology = client.get("/calculators", params={"specialty": "Pulmonology"}).json()["result"]
    assert pulmonology and all(c["specialty"] == "pulmonology" for c in pulmonology)
    r = client.get("/calculators", params={"specialty": "astrology"})
    assert r.status_code == 400
    assert r.json()["error"]["problems"][0]["feature"] == "specialty"


def test_search_matches_the_search_tool(client):
    r = client.get("/search", params={"q": "pneumonia severity", "k": 3})
    assert r.status_code == 200
    assert r.json() == call_tool("search_calculators", {"query": "pneumonia severity", "k": 3})
    bad = client.get("/search", params={"q": "pneumonia", "k": "many"})
    assert bad.status_code == 400 and bad.json()["error"]["problems"][0]["feature"] == "k"


def test_describe(client):
    r = client.get("/calculators/CURB-65")  # by alias
    assert r.status_code == 200
    assert r.json()["result"] == json.loads(json.dumps(medcalc.get("curb_65").summary()))
    for calc in medcalc.list():  # every summary is strict JSON (no NaN, no Infinity)
        assert client.get(f"/calculators/{calc.id}").status_code == 200, calc.id
    r = client.get("/calculators/curb_66")
    assert r.status_code == 404
    error = r.json()["error"]
    assert error["type"] == "unknown_calculator" and "curb_65" in error["suggestions"]


def test_calculate_gives_the_call_tool_answer(client):
    inputs = {"confusion": True, "bun": [25, "mg/dL"], "respiratory_rate": 32,
              "systolic_bp": 85, "diastolic_bp": 50, "age": 70}
    r = client.post("/calculators/curb_65/calculate", json={"inputs": inputs})
    assert r.status_code == 200
    assert r.json() == call_tool("calculate", {"id": "curb_65", "inputs": inputs})
    assert r.json()["result"]["value"] == 5
    generic = client.post("/calculate", json={"id": "curb_65", "inputs": {"age": 70},
                                               "missing": "absent"})
    assert generic.json()["result"]["value"] == 1
    na = client.post("/calculators/bmi/calculate", json={"inputs": {"weight": 70}})
    assert na.status_code == 200 and na.json()["result"]["na"]["reason"] == "missing"


def test_errors_have_the_call_tool_shape(client):
    body = {"inputs": {"age": 70, "bun": "25 furlongs", "agee": 3}, "version": "1999"}
    r = client.post("/calculators/curb_65/calculate", json=body)
    assert r.status_code == 400
    assert r.json() == call_tool("calculate", {"id": "curb_65", **body})
    features = {p["feature"] for p in r.json()["error"]["problems"]}
    assert {"bun", "agee", "version"} <= features
    unavailable = [c.id for c in medcalc.list() if not c.available][0]
    r = client.post(f"/calculators/{unavailable}/calculate", json={"inputs": {}})
    assert r.status_code == 422 and r.json()["error"]["type"] == "calculator_unavailable"
    for path, status, kind in (("/nowhere", 404, "not_found"),
                               ("/calculators/curb_65/calculate", 405, "method_not_allowed")):
        r = client.get(path)
        assert r.status_code == status
        assert r.json()["ok"] is False and r.json()["error"]["type"] == kind


@pytest.mark.parametrize("content, kind", [
    (b"{not json", "invalid_json"),
    (b"", "invalid_json"),
    (b'{"inputs": {"age": NaN}}', "invalid_json"),
    (b"\xff\xfe", "invalid_json"),
    (b"[1, 2]", "invalid_arguments"),
    (b'"__import__(\'os\').system(\'true\')"', "invalid_arguments"),
])
def test_malformed_bodies_are_structured_errors(client, content, kind):
    r = client.post("/calculators/curb_65/calculate", content=content,
                    headers={"content-type": "application/json"})
    assert r.status_code == 400
    assert r.json()["ok"] is False and r.json()["error"]["type"] == kind


def test_request_size_limits(client):
    big = b'{"inputs": {"age": "' + b"9" * MAX_BODY + b'"}}'
    r = client.post("/calculators/curb_65/calculate", content=big,
                    headers={"content-type": "application/json"})
    assert r.status_code == 413 and r.json()["error"]["type"] == "too_large"

    def chunks():  # no Content-Length: the limit applies while reading the stream
        yield b'{"inputs": {"age": "'
        for _ in range(MAX_BODY // 10_000 + 1):
            yield b"9" * 10_000
        yield b'"}}'

    r = client.post("/calculators/curb_65/calculate", content=chunks(),
                    headers={"content-type": "application/json"})
    assert r.status_code == 413
    deep = b'{"inputs": ' + b"[" * 5000 + b"]" * 5000 + b"}"
    r = client.post("/calculators/curb_65/calculate", content=deep,
                    headers={"content-type": "application/json"})
    assert r.status_code in (400, 413) and r.json()["ok"] is False
    rows = [{"age": 70}] * (MAX_ROWS + 1)
    r = client.post("/calculators/curb_65/batch", json=rows)
    assert r.status_code == 413 and r.json()["error"]["problems"][0]["kind"] == "too_many_rows"


def test_batch(client):
    rows = [{"age": 70}, {"age": 50, "systolic_bp": 85}, {"age": "old"}, 7, {}]
    r = client.post("/calculators/curb_65/batch", params={"missing": "absent"}, json=rows)
    assert r.status_code == 200
    result = r.json()["result"]
    assert result["counts"] == {"ok": 3, "na": 0, "error": 2}
    assert [row["ok"] for row in result["rows"]] == [True, True, False, False, True]
    assert [row["result"]["value"] for row in result["rows"] if row["ok"]] == [1, 1, 0]
    assert result["rows"][2] == call_tool("calculate", {"id": "curb_65", "inputs": {"age": "old"},
                                                        "missing": "absent"})
    strict = client.post("/calculators/curb_65/batch", json=[{"age": 70}]).json()["result"]
    assert strict["counts"] == {"ok": 0, "na": 1, "error": 0}
    r = client.post("/calculators/ckd_epi_egfr/batch", params={"version": "1999"}, json=[{}])
    assert r.status_code == 400 and r.json()["error"]["type"] == "unknown_version"
    r = client.post("/calculators/curb_65/batch", json={"age": 70})
    assert r.status_code == 400 and r.json()["error"]["type"] == "invalid_arguments"


def test_openapi_has_one_schema_per_calculator(client):
    doc = client.get("/openapi.json").json()
    assert doc["openapi"].startswith("3.1")
    schemas = doc["components"]["schemas"]
    for calc in medcalc.list():
        if not calc.available:
            assert f"/calculators/{calc.id}/calculate" not in doc["paths"]
            continue
        name = input_model(calc.id).__name__
        assert schemas[name] == calc.input_schema(), calc.id
        operation = doc["paths"][f"/calculators/{calc.id}/calculate"]["post"]
        request_ref = operation["requestBody"]["content"]["application/json"]["schema"]["$ref"]
        request = schemas[request_ref.split("/")[-1]]
        assert request["properties"]["inputs"]["$ref"] == f"#/components/schemas/{name}"
        assert request["properties"]["version"]["enum"] == [v.name for v in calc.versions]
        assert ("variant" in request["properties"]) == bool(calc.variants)
        batch = doc["paths"][f"/calculators/{calc.id}/batch"]["post"]
        assert batch["requestBody"]["content"]["application/json"]["schema"]["maxItems"] == MAX_ROWS
    assert "Result" in schemas and "ErrorResponse" in schemas
    for path in ("/health", "/calculators", "/search", "/calculators/{calc_id}", "/calculate"):
        assert path in doc["paths"]
