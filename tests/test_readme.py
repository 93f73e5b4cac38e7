"""The README's examples run and show what they claim."""

from __future__ import annotations

import doctest
import re
from pathlib import Path

README = Path(__file__).resolve().parents[1] / "README.md"


def test_readme_examples():
    text = README.read_text()
    parser = doctest.DocTestParser()
    test = parser.get_doctest(text, {}, "README.md", str(README), 0)
    assert test.examples, "the README should show a runnable example"
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test)
    assert runner.failures == 0


def test_readme_gives_the_two_commands_first():
    text = README.read_text()
    first_block = text.index("```bash")
    assert "make lab" in text[first_block : first_block + 300]
    assert "make test" in text[first_block : first_block + 300]


# The README is the front door: what the toolkit is, the commands, the lessons, the apps,
# the classroom and where the docs live. Measurements and long explanations are docs/ pages.
MAX_README_LINES = 400
LINK = re.compile(r"\]\(([^)\s]+)\)")


def _heading_anchors(text: str) -> set[str]:
    """The anchors GitHub gives a page's headings: lower case, punctuation dropped
    (letters such as 'à' stay), spaces to hyphens."""
    anchors = set()
    for line in text.splitlines():
        if m := re.match(r"#{1,6} (.+)", line):
            slug = re.sub(r"[^\w\- ]", "", m.group(1).strip().lower())
            anchors.add(slug.replace(" ", "-"))
    return anchors


def broken_links(page: Path) -> list[str]:
    """The relative links of ``page`` to a file that does not exist, or to a heading
    that the target page lacks."""
    broken = []
    text = page.read_text()
    in_code = False
    for line in text.splitlines():
        if line.startswith("```"):
            in_code = not in_code
        if in_code:
            continue
        for target in LINK.findall(line):
            if re.match(r"[a-z]+:", target):
                continue  # a web address
            path, _, anchor = target.partition("#")
            file = (page.parent / path).resolve() if path else page
            missing_heading = (
                anchor
                and file.exists()
                and file.suffix == ".md"
                and anchor not in _heading_anchors(file.read_text())
            )
            if not file.exists() or missing_heading:
                broken.append(target)
    return broken


def test_the_readme_is_a_front_door():
    lines = README.read_text().splitlines()
    assert len(lines) <= MAX_README_LINES, (
        f"README.md has {len(lines)} lines; at most {MAX_README_LINES}: move measurements "
        "and long explanations into a docs/ page and link it"
    )
    text = "\n".join(lines)
    for command in ("make lab", "make test", "make test-all"):
        assert f"`{command}" in text or f"{command} " in text, command


def test_every_link_in_the_readme_and_docs_leads_somewhere():
    pages = [README, *sorted((README.parent / "docs").rglob("*.md"))]
    broken = {page.name: links for page in pages if (links := broken_links(page))}
    assert broken == {}


def test_a_broken_link_is_found(tmp_path):
    """The link check can fail: a missing page and a missing heading are both found."""
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "a.md").write_text("# A page\n\n## Its part\n")
    page = tmp_path / "README.md"
    page.write_text(
        "[a](docs/a.md#its-part) [b](docs/b.md) [c](docs/a.md#nowhere) [d](#here)\n"
        "# Here\n[web](https://example.org/x.md)\n"
    )
    assert broken_links(page) == ["docs/b.md", "docs/a.md#nowhere"]
