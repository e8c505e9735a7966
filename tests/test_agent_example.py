"""examples/agent_loop.py: a tool-calling loop driven by a scripted model, in OpenAI and
Anthropic format: search -> describe -> calculate -> an input error the model corrects -> answer."""

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pytest

import medcalc
from medcalc.tools import anthropic_tools, call_tool, openai_tools, tool_schema

EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "agent_loop.py"


@pytest.fixture(scope="module")
def agent():
    spec = importlib.util.spec_from_file_location("agent_loop", EXAMPLE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("style", ["openai", "anthropic"])
def test_search_describe_calculate_correct_answer(agent, style):
    outcome = agent.demo(style)
    names = [name for name, _, _ in outcome["calls"]]
    assert names == ["search_calculators", "describe_calculator", "calculate", "calculate"]
    search, describe, wrong, right = (result for _, _, result in outcome["calls"])
    assert search["result"][0]["id"] == "curb_65"
    assert describe["result"]["parameters"] == tool_schema("curb_65")
    # the first calculate names the bad input and what was expected...
    assert wrong["ok"] is False and wrong["error"]["type"] == "invalid_input"
    problem = wrong["error"]["problems"][0]
    assert problem["feature"] == "resp_rate" and "respiratory_rate" in problem["message"]
    # ...and the model's corrected call is the right one
    corrected_inputs = outcome["calls"][3][1]["inputs"]
    assert "resp_rate" not in corrected_inputs and corrected_inputs["respiratory_rate"] == 32
    assert right["ok"] is True and right["result"]["value"] == 5
    assert right == call_tool("calculate", {"id": "curb_65", "inputs": corrected_inputs})
    assert outcome["answer"].startswith("curb_65 = 5 points")
    assert medcalc.calculate("curb_65", corrected_inputs).value == 5


def test_transcripts_have_each_vendors_shape(agent):
    openai = agent.demo("openai")["messages"]
    assert openai[0]["role"] == "system" and openai[1]["role"] == "user"
    tool_messages = [m for m in openai if m["role"] == "tool"]
    assert len(tool_messages) == 4
    calls = [c for m in openai if m["role"] == "assistant" for c in (m.get("tool_calls") or ())]
    assert {m["tool_call_id"] for m in tool_messages} == {c["id"] for c in calls}
    assert all(isinstance(c["function"]["arguments"], str) for c in calls)  # JSON text, as OpenAI

    anthropic = agent.demo("anthropic")["messages"]
    assert anthropic[0] == {"role": "user", "content": agent.QUESTION}
    results = [b for m in anthropic if m["role"] == "user" and isinstance(m["content"], list)
               for b in m["content"]]
    assert [b["is_error"] for b in results] == [False, False, True, False]
    uses = [b for m in anthropic if m["role"] == "assistant" for b in m["content"]
            if b["type"] == "tool_use"]
    assert [b["id"] for b in uses] == [b["tool_use_id"] for b in results]


def test_tool_definitions_come_from_medcalc_tools(agent):
    openai = agent.tools("openai")
    assert openai[:2] == openai_tools(ids=[], generic=True)
    assert [t["function"]["name"] for t in openai] == ["calculate", "search_calculators",
                                                       "describe_calculator"]
    anthropic = agent.tools("anthropic")
    assert anthropic[:2] == anthropic_tools(ids=[], generic=True)
    for tool in anthropic:
        assert set(tool) == {"name", "description", "input_schema"}
        json.dumps(tool)  # serializable as sent to the API
    with pytest.raises(ValueError):
        agent.tools("gemini")


def test_describe_of_an_unknown_calculator_is_a_tool_error(agent):
    result = agent.execute("describe_calculator", {"id": "curb_66"})
    assert result["ok"] is False and result["error"]["type"] == "unknown_calculator"
    assert "curb_65" in result["error"]["suggestions"]


def test_the_example_runs_as_a_script():
    out = subprocess.run([sys.executable, str(EXAMPLE)], capture_output=True, text=True,
                         timeout=300)
    assert out.returncode == 0, out.stderr
    assert out.stdout.count("answer: curb_65 = 5 points") == 2
    assert "did you mean respiratory_rate" in out.stdout
