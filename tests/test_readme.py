"""The README's Python examples run as written, and state true results.

Every ```python block of README.md is executed, statement by statement, in a fresh namespace.
Where an expression statement is followed directly by a comment line that starts with a Python
value (`# (3, {...})`, `# 'cha2ds2_va'`, `# True`), the expression's repr must match it
(doctest rules: `...` stands for any text, whitespace runs compare equal).

A block that is not meant to run (placeholders such as `{...}`) must say so on the line before its
fence: `<!-- readme-test: skip (reason) -->`; it is then listed as skipped, never silently
dropped. Keep such blocks rare: an example that runs is worth more.
"""

from __future__ import annotations

import ast
import doctest
import re

import pytest

from conftest import ROOT

README = ROOT / "README.md"
SKIP_MARK = re.compile(r"<!--\s*readme-test:\s*skip\b(.*?)-->")
FENCE = re.compile(r"^```python[ \t]*\n(.*?)^```[ \t]*$", re.S | re.M)
# A comment line stating a value: a literal's first character, or True/False/None.
STATED = re.compile(r"^\s*#\s?((?:[\[({'\"\d-]|True\b|False\b|None\b).*)$")


def _blocks() -> list[tuple[int, str, str | None]]:
    """(line number, code, skip reason or None) of each ```python block."""
    text = README.read_text(encoding="utf-8")
    out = []
    for match in FENCE.finditer(text):
        line = text.count("\n", 0, match.start()) + 1
        before = text[:match.start()].rstrip("\n").rsplit("\n", 1)[-1]
        skip = SKIP_MARK.search(before)
        out.append((line, match.group(1), skip.group(1).strip(" ()") or "marked" if skip else None))
    return out


BLOCKS = _blocks()


def test_readme_has_runnable_python_examples():
    runnable = [b for b in BLOCKS if b[2] is None]
    assert len(runnable) >= 5, "the README's Python examples should run as written"
    assert len(runnable) >= 2 * len(BLOCKS) // 3, "too many README blocks are skipped"


def _stated(lines: list[str], end: int) -> str | None:
    """The value stated on the comment line right after a statement ending at line `end`."""
    if end < len(lines):
        match = STATED.match(lines[end])
        if match:
            return match.group(1).strip()
    return None


_CHECKER = doctest.OutputChecker()
_FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE


def _run_block(code: str, where: str) -> int:
    """Run one block; returns how many stated results were checked."""
    tree = ast.parse(code, filename=where)
    lines = code.splitlines()
    namespace: dict = {"__name__": "__readme__"}
    checked = 0
    for stmt in tree.body:
        stated = _stated(lines, stmt.end_lineno)
        if isinstance(stmt, ast.Expr):
            value = eval(compile(ast.Expression(stmt.value), where, "eval"), namespace)
            if stated is not None:
                got = repr(value)
                assert _CHECKER.check_output(stated + "\n", got + "\n", _FLAGS), (
                    f"{where} line {stmt.lineno}: {ast.get_source_segment(code, stmt)}\n"
                    f"  README states: {stated}\n  got:           {got}")
                checked += 1
        else:
            assert stated is None, (f"{where} line {stmt.lineno}: a stated result follows a "
                                    "statement that has no value")
            exec(compile(ast.Module([stmt], type_ignores=[]), where, "exec"), namespace)
    return checked


@pytest.mark.parametrize("line, code, skip", BLOCKS, ids=[f"line{b[0]}" for b in BLOCKS])
def test_readme_python_block(line, code, skip):
    if skip is not None:
        pytest.skip(f"README block at line {line} is marked not to run: {skip}")
    _run_block(code, f"README.md:{line}")


def test_stated_results_are_checked():
    """The blocks state results, and the checker really compares them."""
    checked = sum(_run_block(code, f"README.md:{line}") for line, code, skip in BLOCKS
                  if skip is None)
    assert checked >= 10
    with pytest.raises(AssertionError, match="README states"):
        _run_block("1 + 1\n# 3\n", "example")
    assert _run_block("'abc' * 2\n# 'abcab...'\n", "example") == 1
