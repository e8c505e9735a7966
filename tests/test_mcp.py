"""The MCP server, exercised end to end with the SDK's own client over stdio (and HTTP).

Expected values are derived by hand from the CURB-65 rule (Lim et al., Thorax 2003), not by
running medcalc.
"""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import tempfile
import time

import pytest

pytest.importorskip("mcp")

import anyio  # noqa: E402
from mcp import ClientSession, StdioServerParameters, stdio_client  # noqa: E402

from medcalc.core.registry import index  # noqa: E402

pytestmark = pytest.mark.anyio

SERVER_ARGS = ["-m", "medcalc.tools.mcp_server"]
TIMEOUT = 15  # seconds, per test; the whole file runs in a few seconds

# CURB-65 by hand: confusion no (0); BUN 25 mg/dL = 25 / 2.801 = 8.9 mmol/L urea > 7 (1);
# RR 32 >= 30 (1); SBP 100 not < 90 and DBP 70 not <= 60 (0); age 70 >= 65 (1): total 3.
CURB_PATIENT = {"age": 70, "bun": [25, "mg/dL"], "respiratory_rate": 32, "systolic_bp": 100,
                "diastolic_bp": 70, "confusion": False}


@pytest.fixture(scope="module")
def anyio_backend():
    return "asyncio"


@pytest.fixture(scope="module")
async def session():
    params = StdioServerParameters(command=sys.executable, args=SERVER_ARGS)
    with tempfile.TemporaryFile(mode="w+") as errlog:
        async with stdio_client(params, errlog=errlog) as (read, write):
            async with ClientSession(read, write, read_timeout_seconds=TIMEOUT) as client:
                with anyio.fail_after(TIMEOUT):
                    await client.initialize()
                yield client
        errlog.seek(0)
        assert "Traceback" not in errlog.read()


async def call(session, name, arguments):
    with anyio.fail_after(TIMEOUT):
        result = await session.call_tool(name, arguments)
    assert len(result.content) == 1 and result.content[0].type == "text"
    payload = json.loads(result.content[0].text)  # always a JSON object, never a traceback
    assert isinstance(payload, dict)
    if not result.is_error:
        assert result.structured_content == payload
    return result.is_error, payload


TOOL_NAMES = ["calculate", "describe_calculator", "find_workflow", "query_timeline",
              "search_calculators"]


async def test_lists_exactly_the_tools(session):
    with anyio.fail_after(TIMEOUT):
        listed = await session.list_tools()
    tools = {tool.name: tool for tool in listed.tools}
    assert sorted(tools) == TOOL_NAMES
    for tool in tools.values():
        assert len(tool.description) > 100
        assert tool.input_schema["type"] == "object"
        assert tool.annotations.read_only_hint is True
    assert tools["search_calculators"].input_schema["properties"]["k"]["maximum"] == 50
    assert tools["calculate"].input_schema["required"] == ["id", "inputs"]
    assert "[value, \"unit\"]" in tools["calculate"].description


async def test_search_finds_pneumonia_severity_scores(session):
    error, payload = await call(session, "search_calculators",
                                {"query": "how sick is this pneumonia patient"})
    assert not error
    ids = [hit["id"] for hit in payload["results"]]
    assert "curb_65" in ids
    if "psi_port_score" in index():
        assert "psi_port_score" in ids
    assert all({"id", "name", "score"} <= set(hit) for hit in payload["results"])
    assert len(payload["results"]) <= 10


async def test_search_limits(session):
    error, payload = await call(session, "search_calculators", {"query": "pneumonia", "k": 51})
    assert error and payload["problems"][0]["feature"] == "k"
    error, payload = await call(session, "search_calculators", {"query": "x" * 301})
    assert error and payload["problems"][0]["feature"] == "query"


async def test_describe_curb_65(session):
    error, payload = await call(session, "describe_calculator", {"id": "curb_65"})
    assert not error
    assert payload["id"] == "curb_65"
    inputs = {item["name"]: item for item in payload["inputs"]}
    assert set(inputs) == {"confusion", "urea", "respiratory_rate", "systolic_bp",
                           "diastolic_bp", "age"}
    assert inputs["urea"]["unit"] == "mmol/L" and "mg/dL" in inputs["urea"]["accepted_units"]
    assert inputs["confusion"]["definition"]
    assert payload["versions"][0]["source"]["doi"] == "10.1136/thorax.58.5.377"
    assert "bun" in payload["input_schema"]["properties"]
    assert payload["references"]


async def test_calculate_curb_65(session):
    error, payload = await call(session, "calculate", {"id": "curb_65", "inputs": CURB_PATIENT})
    assert not error
    assert payload["status"] == "ok" and payload["value"] == 3
    assert payload["version"] == "lim_2003"
    assert payload["breakdown"] == {"confusion": 0, "urea": 1, "respiratory_rate": 1,
                                    "blood_pressure": 0, "age": 1}
    # NA is a result, not a tool error: strict policy, criteria not given.
    error, payload = await call(session, "calculate", {"id": "curb_65", "inputs": {"age": 70}})
    assert not error and payload["status"] == "na" and payload["na"]["reason"] == "missing"
    # missing="absent": unmentioned criteria count as not met -> age only = 1.
    error, payload = await call(session, "calculate",
                                {"id": "curb_65", "inputs": {"age": 70}, "missing": "absent"})
    assert not error and payload["value"] == 1 and "confusion" in payload["imputed"]


async def test_calculate_invalid_inputs_name_each_problem(session):
    inputs = dict(CURB_PATIENT, bun=[25, "kg"], heart_rate=110)
    error, payload = await call(session, "calculate", {"id": "curb_65", "inputs": inputs})
    assert error
    assert payload["type"] == "invalid_input" and payload["calculator"] == "curb_65"
    problems = {p["feature"]: p for p in payload["problems"]}
    assert set(problems) == {"bun", "heart_rate"}
    assert problems["bun"]["kind"] == "wrong_dimension"
    assert "mg/dL" in problems["bun"]["expected"]
    assert problems["heart_rate"]["kind"] == "unknown_feature"
    assert "respiratory_rate" in problems["heart_rate"]["expected"]
    assert payload["hint"]


async def test_calculate_argument_errors(session):
    error, payload = await call(session, "calculate", {"id": "curb_65", "inputs": [1, 2]})
    assert error and payload["problems"][0]["feature"] == "inputs"
    error, payload = await call(session, "calculate",
                                {"id": "curb_65", "inputs": {f"k{i}": 1 for i in range(101)}})
    assert error and payload["type"] == "too_large"
    error, payload = await call(session, "calculate", {"id": "curb_65", "inputs": {"a": "x" * 10_001}})
    assert error and payload["type"] == "too_large"
    error, payload = await call(session, "calculate", {"id": "curb_65", "age": 70, "inputs": {}})
    assert error and payload["problems"][0]["feature"] == "age"
    assert "inputs" in payload["hint"]
    error, payload = await call(session, "calculate",
                                {"id": "curb_65", "inputs": CURB_PATIENT, "version": "bts_2099"})
    assert error and payload["type"] == "unknown_version"
    assert payload["problems"][0]["feature"] == "version"
    assert "lim_2003" in payload["problems"][0]["expected"]
    error, payload = await call(session, "no_such_tool", {})
    assert error and payload["type"] == "unknown_tool"


async def test_calculate_band_answers_variant_and_domain(session):
    # CURB-65 answered by criterion: age band >= 65 (1), RR band < 30 (0), BP yes/no (1),
    # urea 6 mmol/L not > 7 (0), confusion no (0): 2 points.
    inputs = {"age": ">=65", "respiratory_rate": "<30", "blood_pressure": True, "urea": 6,
              "confusion": False}
    error, payload = await call(session, "calculate", {"id": "curb_65", "inputs": inputs})
    assert not error and payload["value"] == 2
    assert payload["given_as"]["age"] == "band" and payload["given_as"]["blood_pressure"] == "boolean"
    # describe lists the criteria with their bands
    error, payload = await call(session, "describe_calculator", {"id": "curb_65"})
    items = {item["name"]: item for item in payload["items"]}
    assert items["age"]["label"] == "Age >= 65 years" and items["age"]["absent_band"] == "no"
    # An unknown variant is a tool error naming the argument.
    error, payload = await call(session, "calculate",
                                {"id": "curb_65", "inputs": CURB_PATIENT, "variant": "mdcalc"})
    assert error and payload["type"] == "unknown_version"
    assert payload["problems"][0]["feature"] == "variant" and payload["hint"]
    # Outside the domain: the hyperglycemia correction on a glucose of 80 mg/dL is NA by default;
    # domain="warn" computes it anyway, with a warning: a glucose below the 100 mg/dL reference
    # "corrects" the sodium downwards (Hillier: 135 + 2.4 x (80 - 100) / 100 = 134.52).
    patient = {"sodium": 135, "glucose": [80, "mg/dL"]}
    error, payload = await call(session, "calculate",
                                {"id": "sodium_correction_hyperglycemia", "inputs": patient})
    assert not error and payload["na"]["reason"] == "not_applicable"
    error, payload = await call(session, "calculate",
                                {"id": "sodium_correction_hyperglycemia", "inputs": patient,
                                 "domain": "warn"})
    assert not error and payload["status"] == "ok" and payload["outside_domain"]
    assert 134 < payload["value"] < 135
    error, payload = await call(session, "calculate",
                                {"id": "curb_65", "inputs": CURB_PATIENT, "domain": "lenient"})
    assert error and payload["problems"][0]["feature"] == "domain"


async def test_calculate_schema_lists_variant_and_domain(session):
    with anyio.fail_after(TIMEOUT):
        listed = await session.list_tools()
    calculate = next(tool for tool in listed.tools if tool.name == "calculate")
    props = calculate.input_schema["properties"]
    assert props["domain"]["enum"] == ["strict", "warn"] and "variant" in props
    assert "variant" in calculate.description and "domain" in calculate.description


async def test_unknown_calculator_suggests(session):
    error, payload = await call(session, "calculate", {"id": "curb65x", "inputs": CURB_PATIENT})
    assert error and payload["type"] == "unknown_calculator"
    assert payload["problems"][0]["feature"] == "id"
    assert "curb_65" in payload["suggestions"]
    error, payload = await call(session, "describe_calculator", {"id": "pneumonia severity"})
    assert error and payload["type"] == "unknown_calculator"
    assert "curb_65" in payload["suggestions"]


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _wait_for_port(port: int, proc: subprocess.Popen, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise AssertionError(f"server exited with {proc.returncode}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                return
        except OSError:
            time.sleep(0.05)
    raise AssertionError(f"server did not listen on 127.0.0.1:{port} within {timeout} s")


@pytest.fixture
def http_server():
    port = _free_port()
    proc = subprocess.Popen([sys.executable, *SERVER_ARGS, "--http", "--port", str(port)],
                            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE)
    try:
        _wait_for_port(port, proc, TIMEOUT)
        yield f"http://127.0.0.1:{port}/mcp"
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=5)
        stderr = proc.stderr.read().decode()
        proc.stderr.close()
        assert "Traceback" not in stderr


async def test_streamable_http(http_server):
    import httpx2
    from mcp.client.streamable_http import streamable_http_client

    async with httpx2.AsyncClient(trust_env=False, timeout=httpx2.Timeout(TIMEOUT)) as http:
        async with streamable_http_client(http_server, http_client=http) as (read, write):
            async with ClientSession(read, write, read_timeout_seconds=TIMEOUT) as client:
                with anyio.fail_after(TIMEOUT):
                    await client.initialize()
                    listed = await client.list_tools()
                    result = await client.call_tool("calculate",
                                                    {"id": "curb_65", "inputs": CURB_PATIENT})
    assert len(listed.tools) == len(TOOL_NAMES)
    assert not result.is_error and json.loads(result.content[0].text)["value"] == 3


# -- hostile arguments (issue 9): too deep / too large get a structured error reply ---------------

def test_call_caps_argument_depth_and_size():
    from medcalc.tools.mcp_server import call

    deep: object = 1
    for _ in range(40):
        deep = [deep]
    result = call("calculate", {"id": "curb_65", "inputs": {"age": deep}})
    assert result.is_error and json.loads(result.content[0].text)["type"] == "too_deep"
    result = call("search_calculators", {"query": "x" * 1_100_000})
    assert result.is_error and json.loads(result.content[0].text)["type"] == "too_large"


def test_stdio_reply_to_deeply_nested_request():
    deep = "[" * 10_000 + "]" * 10_000
    lines = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize",
         "params": {"protocolVersion": "2025-06-18", "capabilities": {},
                    "clientInfo": {"name": "t", "version": "1"}}},
        {"jsonrpc": "2.0", "method": "notifications/initialized"},
    ]
    raw = "\n".join(json.dumps(m) for m in lines) + "\n"
    raw += ('{"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "calculate", '
            '"arguments": {"id": "curb_65", "inputs": {"a": ' + deep + '}}}}\n')
    raw += '{"jsonrpc": "2.0", "id": 3, "method": "tools/list", "params": {"x": ' + "[" * 250 + "]" * 250 + "}}\n"
    raw += json.dumps({"jsonrpc": "2.0", "id": 4, "method": "tools/list"}) + "\n"
    proc = subprocess.Popen([sys.executable, *SERVER_ARGS], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        proc.stdin.write(raw)
        proc.stdin.flush()
        replies = {}
        deadline = time.monotonic() + TIMEOUT
        while len(replies) < 4 and time.monotonic() < deadline:
            line = proc.stdout.readline()  # every request gets a reply: 4 lines, then we stop
            if not line:
                break
            message = json.loads(line)
            replies[message["id"]] = message
    finally:
        proc.kill()
        _, stderr = proc.communicate(timeout=TIMEOUT)
    assert sorted(replies) == [1, 2, 3, 4]
    tool = replies[2]["result"]
    assert tool["isError"] and json.loads(tool["content"][0]["text"])["type"] == "too_deep"
    assert "error" in replies[3]  # not a tool call: a JSON-RPC error reply
    assert "Traceback" not in stderr
