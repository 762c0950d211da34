"""Two folders of screenshots (``benchmarks/screenshots.py`` run on two checkouts) compared.

Not a test. For every PNG present in both folders it writes ``OUT/NAME.png``, the two side
by side (before | after, a grey gap, each topped by a label; the shorter one padded in
magenta), and, where they differ, ``OUT/NAME-diff.png``: the after shot faded, every pixel
that differs in red. Then it prints a table sorted by the share of differing pixels (a pixel
differs when a channel is more than ``--tolerance`` apart; the area is the larger width
times the larger height, so a page that grew counts its new part) with the box holding the
differences, and the shots found on one side only.

    .venv/bin/python benchmarks/compare_screenshots.py /tmp/shots/before /tmp/shots/after \\
        --out /tmp/shots/compare
"""

from __future__ import annotations

import argparse
from pathlib import Path

from PIL import Image, ImageChops, ImageDraw

GAP, LABEL = 12, 24
PAD = (255, 0, 255)


def padded(image: Image.Image, width: int, height: int) -> Image.Image:
    out = Image.new("RGB", (width, height), PAD)
    out.paste(image, (0, 0))
    return out


def compare(before: Path, after: Path, out: Path, tolerance: int) -> tuple[float, tuple | None]:
    """Writes the side-by-side (and the diff) image; (share of differing pixels, their box)."""
    a, b = Image.open(before).convert("RGB"), Image.open(after).convert("RGB")
    width, height = max(a.width, b.width), max(a.height, b.height)
    pa, pb = padded(a, width, height), padded(b, width, height)
    red, green, blue = ImageChops.difference(pa, pb).split()
    largest = ImageChops.lighter(ImageChops.lighter(red, green), blue)  # per pixel
    diff = largest.point(lambda v: 255 if v > tolerance else 0)
    changed = diff.histogram()[255]
    share, box = changed / (width * height), diff.getbbox()
    pair = Image.new("RGB", (2 * width + GAP, height + LABEL), (128, 128, 128))
    draw = ImageDraw.Draw(pair)
    for x, image, label in ((0, pa, f"before {a.width}x{a.height}"),
                            (width + GAP, pb, f"after {b.width}x{b.height}")):
        pair.paste(image, (x, LABEL))
        draw.text((x + 4, 5), label, fill=(255, 255, 255))
    pair.save(out / before.name)
    if box:
        faded = Image.blend(pb, Image.new("RGB", pb.size, (255, 255, 255)), 0.7)
        faded.paste((255, 0, 0), mask=diff)
        faded.save(out / before.name.replace(".png", "-diff.png"))
    return share, box


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("before", type=Path)
    parser.add_argument("after", type=Path)
    parser.add_argument("--out", type=Path, default=Path("/tmp/shots/compare"))
    parser.add_argument("--tolerance", type=int, default=16,
                        help="channel difference (0-255) a pixel may have and count the same")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    old = {p.name for p in args.before.glob("*.png")}
    new = {p.name for p in args.after.glob("*.png")}
    rows = []
    for name in sorted(old & new):
        share, box = compare(args.before / name, args.after / name, args.out, args.tolerance)
        sizes = [Image.open(folder / name).size for folder in (args.before, args.after)]
        rows.append((share, name, sizes, box))
    print(f"{'shot':34s} {'before':>10s} {'after':>10s} {'differs':>8s}  box of differences")
    for share, name, (sa, sb), box in sorted(rows, reverse=True):
        where = "-" if box is None else f"x {box[0]}-{box[2]}, y {box[1]}-{box[3]}"
        print(f"{name:34s} {sa[0]:>4d}x{sa[1]:<5d} {sb[0]:>4d}x{sb[1]:<5d} {100 * share:7.2f}%  {where}")
    for name in sorted(old - new):
        print(f"{name:34s} only before")
    for name in sorted(new - old):
        print(f"{name:34s} only after")


if __name__ == "__main__":
    main()
