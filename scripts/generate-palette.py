"""Regenerates src/lib/palette.ts from Tailwind's theme.css (run after a Tailwind upgrade)."""
import re
import pathlib

root = pathlib.Path(__file__).resolve().parent.parent
css = (root / "node_modules/tailwindcss/theme.css").read_text()
entries = re.findall(r"--color-([a-z]+(?:-\d+)?):\s*([^;]+);", css)
target = root / "src/lib/palette.ts"
text = target.read_text()
start = text.index("export const palette = {") + len("export const palette = {\n")
end = text.index("} as const;")
body = "".join(f'  "{name}": "{value.strip()}",\n' for name, value in entries)
target.write_text(text[:start] + body + text[end:])
print(f"{len(entries)} colours")
