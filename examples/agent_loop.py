"""A tool-calling agent loop over medcalc's tools, in OpenAI or Anthropic format.

    python examples/agent_loop.py            # runs both formats with a scripted model, offline

The model gets three tools, all generated from the registry by `medcalc.tools`:

- `search_calculators(query, k)`  find a calculator for a clinical question;
- `describe_calculator(id)`       the calculator's tool description and JSON Schema
                                  (`tool_description`, `tool_schema`);
- `calculate(id, inputs, ...)`    run it (`call_tool`): a result, or an error naming each bad
                                  input and what was expected, which the model can act on.

`run_agent(model, question, style=...)` is the whole loop: send the conversation and the tool
definitions to `model`, run every tool call it makes, append the results, repeat until the model
answers in text. `model` is any callable taking `(messages, tools)` and returning one assistant
message in the chosen vendor's format; `openai_model` and `anthropic_model` wrap the official
SDKs (not imported unless used). `ScriptedModel` stands in for a real model here and in
tests/test_agent_example.py: it reads each tool result like a model would (the top search hit,
the schema's properties, an error's "did you mean") and shows search -> describe -> calculate ->
an invalid input corrected -> the answer.
"""

from __future__ import annotations

import json
import re
from typing import Any, Callable

from medcalc.tools import anthropic_tools, call_tool, openai_tools, tool_description, tool_schema

DESCRIBE_TOOL = "describe_calculator"
_DESCRIBE_DESCRIPTION = ("Describe one calculator before calling it: what it computes, its "
                         "inputs (units, plausible ranges, choices, criteria bands) and options, "
                         "as a JSON Schema. Call it with an id from search_calculators.")
_DESCRIBE_PARAMETERS = {"type": "object",
                        "properties": {"id": {"type": "string",
                                              "description": "calculator id, e.g. curb_65"}},
                        "required": ["id"], "additionalProperties": False}

SYSTEM = ("You answer clinical calculation questions with the medcalc tools only: find the "
          "calculator (search_calculators), read its inputs (describe_calculator), then call "
          "calculate with the patient's values in the units given. If calculate returns an "
          "error, correct the inputs it names and call it again. Never compute a score yourself.")


def tools(style: str) -> list[dict]:
    """The tool definitions in the vendor's format: the generic calculate and search tools of
    `medcalc.tools`, plus describe_calculator."""
    if style == "openai":
        return [*openai_tools(ids=[], generic=True),
                {"type": "function", "function": {"name": DESCRIBE_TOOL,
                                                  "description": _DESCRIBE_DESCRIPTION,
                                                  "parameters": _DESCRIBE_PARAMETERS}}]
    if style == "anthropic":
        return [*anthropic_tools(ids=[], generic=True),
                {"name": DESCRIBE_TOOL, "description": _DESCRIBE_DESCRIPTION,
                 "input_schema": _DESCRIBE_PARAMETERS}]
    raise ValueError(f"style must be 'openai' or 'anthropic', not {style!r}")


def execute(name: str, arguments: Any) -> dict:
    """Run one tool call; like call_tool, never raises."""
    if name == DESCRIBE_TOOL:
        calc_id = arguments.get("id") if isinstance(arguments, dict) else None
        try:
            return {"ok": True, "result": {"id": calc_id, "description": tool_description(calc_id),
                                           "parameters": tool_schema(calc_id)}}
        except Exception:  # noqa: BLE001 - an unknown id: the same error calculate gives
            return call_tool("calculate", {"id": calc_id})
    return call_tool(name, arguments)


# -- the loop -----------------------------------------------------------------------------------

def run_agent(model: Callable[[list, list], dict], question: str, *, style: str = "openai",
              max_turns: int = 10) -> dict:
    """Run the loop; returns {"answer", "messages", "calls"} where `calls` lists (tool name,
    arguments, tool result) in order."""
    definitions = tools(style)
    messages: list[dict] = ([{"role": "system", "content": SYSTEM}] if style == "openai" else [])
    messages.append({"role": "user", "content": question})
    calls: list[tuple[str, dict, dict]] = []
    for _ in range(max_turns):
        reply = model(messages, definitions)
        messages.append(reply)
        requested = _tool_calls(reply, style)
        if not requested:
            return {"answer": _text(reply, style), "messages": messages, "calls": calls}
        results = []
        for call_id, name, arguments in requested:
            result = execute(name, arguments)
            calls.append((name, arguments, result))
            results.append((call_id, result))
        if style == "openai":
            messages.extend({"role": "tool", "tool_call_id": call_id,
                             "content": json.dumps(result, ensure_ascii=False)}
                            for call_id, result in results)
        else:
            messages.append({"role": "user", "content": [
                {"type": "tool_result", "tool_use_id": call_id,
                 "content": json.dumps(result, ensure_ascii=False),
                 "is_error": not result.get("ok", False)} for call_id, result in results]})
    raise RuntimeError(f"no answer after {max_turns} turns")


def _tool_calls(reply: dict, style: str) -> list[tuple[str, str, dict]]:
    if style == "openai":
        out = []
        for call in reply.get("tool_calls") or ():
            try:
                arguments = json.loads(call["function"]["arguments"] or "{}")
            except json.JSONDecodeError:
                arguments = {"_unparsed": call["function"]["arguments"]}
            out.append((call["id"], call["function"]["name"], arguments))
        return out
    return [(block["id"], block["name"], block["input"]) for block in reply.get("content", ())
            if isinstance(block, dict) and block.get("type") == "tool_use"]


def _text(reply: dict, style: str) -> str:
    if style == "openai":
        return reply.get("content") or ""
    return "".join(b.get("text", "") for b in reply.get("content", ())
                   if isinstance(b, dict) and b.get("type") == "text")


# -- real models (optional; network) ------------------------------------------------------------

def openai_model(client, model_name: str) -> Callable[[list, list], dict]:
    """Wrap `openai.OpenAI()` as a model for run_agent(style="openai")."""
    def model(messages, definitions):
        response = client.chat.completions.create(model=model_name, messages=messages,
                                                  tools=definitions)
        return response.choices[0].message.model_dump(exclude_none=True)
    return model


def anthropic_model(client, model_name: str, max_tokens: int = 1024) -> Callable[[list, list], dict]:
    """Wrap `anthropic.Anthropic()` as a model for run_agent(style="anthropic")."""
    def model(messages, definitions):
        response = client.messages.create(model=model_name, max_tokens=max_tokens, system=SYSTEM,
                                          messages=messages, tools=definitions)
        return {"role": "assistant", "content": [b.model_dump() for b in response.content]}
    return model


# -- a scripted model ---------------------------------------------------------------------------

class ScriptedModel:
    """A fake model that follows the intended path and reads the tool results as a model would:
    it searches, takes the top hit, describes it, maps its patient facts onto the schema's
    property names (one of them misspelled on purpose), and on an error renames the inputs the
    error names to the "did you mean" suggestion before calling again."""

    def __init__(self, style: str, query: str, facts: dict[str, Any], options: dict | None = None):
        self.style = style
        self.query = query
        self.facts = dict(facts)
        self.options = dict(options or {})
        self.turn = 0

    def __call__(self, messages: list, definitions: list) -> dict:
        self.turn += 1
        last = self._last_result(messages)
        if last is None:
            return self._call("search_calculators", {"query": self.query, "k": 3})
        if "query" in self._last_call_arguments(messages):
            self.calc_id = last["result"][0]["id"]
            return self._call(DESCRIBE_TOOL, {"id": self.calc_id})
        if last.get("ok") and "parameters" in last.get("result", {}):
            self.properties = set(last["result"]["parameters"]["properties"])
            return self._calculate()
        if not last.get("ok"):
            for problem in last["error"]["problems"]:
                suggestion = re.search(r"did you mean ([\w]+)", problem["message"])
                if problem["kind"] == "unknown_feature" and suggestion:
                    self.facts[suggestion.group(1)] = self.facts.pop(problem["feature"])
            return self._calculate()
        result = last["result"]
        answer = (f"{result['calculator']} = {result['display']}"
                  + (f" ({result['interpretation']})" if result.get("interpretation") else ""))
        return self._say(answer)

    def _calculate(self) -> dict:
        return self._call("calculate", {"id": self.calc_id, "inputs": dict(self.facts),
                                        **self.options})

    def _call(self, name: str, arguments: dict) -> dict:
        call_id = f"call_{self.turn}"
        if self.style == "openai":
            return {"role": "assistant", "content": None, "tool_calls": [
                {"id": call_id, "type": "function",
                 "function": {"name": name, "arguments": json.dumps(arguments)}}]}
        return {"role": "assistant", "content": [
            {"type": "tool_use", "id": call_id, "name": name, "input": arguments}]}

    def _say(self, text: str) -> dict:
        if self.style == "openai":
            return {"role": "assistant", "content": text}
        return {"role": "assistant", "content": [{"type": "text", "text": text}]}

    def _last_result(self, messages: list) -> dict | None:
        last = messages[-1]
        if self.style == "openai":
            return json.loads(last["content"]) if last.get("role") == "tool" else None
        content = last.get("content")
        if isinstance(content, list) and content and content[0].get("type") == "tool_result":
            return json.loads(content[-1]["content"])
        return None

    def _last_call_arguments(self, messages: list) -> dict:
        for message in reversed(messages):
            calls = _tool_calls(message, self.style) if message.get("role") == "assistant" else []
            if calls:
                return calls[-1][2]
        return {}


QUESTION = ("72-year-old with community-acquired pneumonia: new confusion, BUN 25 mg/dL, "
            "respiratory rate 32/min, BP 85/50 mmHg. What is the CURB-65 score?")
FACTS = {"confusion": True, "bun": "25 mg/dL", "resp_rate": 32,  # resp_rate: a wrong name
         "systolic_bp": 85, "diastolic_bp": 50, "age": 72}


def demo(style: str) -> dict:
    model = ScriptedModel(style, "CURB-65 community-acquired pneumonia severity", FACTS)
    return run_agent(model, QUESTION, style=style)


def main() -> int:
    for style in ("openai", "anthropic"):
        outcome = demo(style)
        print(f"[{style}]")
        for name, arguments, result in outcome["calls"]:
            status = ("ok" if result["ok"] else f"error {result['error']['type']}: "
                      + "; ".join(f"{p['feature']}: {p['message']}"
                                  for p in result["error"]["problems"]))
            print(f"  {name}({json.dumps(arguments, ensure_ascii=False)}) -> {status}")
        print(f"  answer: {outcome['answer']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
