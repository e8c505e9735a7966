"""Agent tools generated from the registry: JSON Schemas, OpenAI/Anthropic tool definitions,
a safe `call_tool` entry point, and calculator search.

    >>> from medcalc.tools import call_tool
    >>> call_tool("curb_65", {"confusion": True, "bun": 25, "respiratory_rate": 32,
    ...                       "systolic_bp": 85, "diastolic_bp": 50, "age": 70})["result"]["value"]
    5
"""

from .definitions import (
                          CALCULATE_TOOL,
                          GENERIC_TOOLS,
                          MAX_BYTES,
                          MAX_KEYS,
                          OPTION_ARGUMENTS,
                          SEARCH_TOOL,
                          TOOL_NAME_RE,
                          anthropic_tools,
                          calculate_tool_schema,
                          call_tool,
                          openai_tools,
                          search_tool_schema,
                          tool_description,
                          tool_schema,
)
from .search import search

__all__ = ["CALCULATE_TOOL", "GENERIC_TOOLS", "MAX_BYTES", "MAX_KEYS", "OPTION_ARGUMENTS",
           "SEARCH_TOOL", "TOOL_NAME_RE", "anthropic_tools", "calculate_tool_schema", "call_tool",
           "openai_tools", "search", "search_tool_schema", "tool_description", "tool_schema"]
