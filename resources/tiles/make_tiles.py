#!/usr/bin/env python3
"""Draws Quetai's own tile faces as SVG (resources/tiles/*.svg).

Run from anywhere: python3 resources/tiles/make_tiles.py. The faces are the
drawing only, on a transparent 60x80 canvas; the tile body (ivory face, edge,
shadow) is drawn by app/qml/Tile.qml, so one face serves every size and angle.
Names follow the tile notation (common.md): 1m..9m, 1p..9p, 1s..9s, 1z..7z,
1f..8f, the red fives 0m 0p 0s, and back.svg.

Red fives carry a ring-and-dot mark in the top right corner as well as their
colour, so they stay distinguishable without colour vision.
"""
import math
import os

OUT = os.path.dirname(os.path.abspath(__file__))
W, H = 60, 80
INK = "#1b2338"     # numerals, winds
RED = "#b7282e"
GREEN = "#1d7240"
BLUE = "#1f4e96"
SERIF = "'Noto Serif CJK SC', 'Noto Serif CJK JP', serif"
NUMERALS = "一二三四五六七八九"


def svg(body):
    return ('<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
            f'width="{W}" height="{H}" viewBox="0 0 {W} {H}">\n{body}</svg>\n')


def text(x, y, s, size, fill, weight="bold", family=SERIF):
    return (f'<text x="{x}" y="{y}" font-family="{family}" font-size="{size}" font-weight="{weight}" '
            f'fill="{fill}" text-anchor="middle">{s}</text>\n')


def red_mark():
    # Ring with a dot: the shape that tells a red five without colour.
    return (f'<circle cx="53" cy="7" r="4.6" fill="none" stroke="{RED}" stroke-width="1.5"/>\n'
            f'<circle cx="53" cy="7" r="1.8" fill="{RED}"/>\n')


# --- characters 萬 ---
def man(n, red=False):
    top = RED if red else INK
    body = text(30, 34, NUMERALS[n - 1], 32, top)
    body += text(30, 72, "萬", 31, RED)
    if red:
        body += red_mark()
    return svg(body)


# --- dots 筒 ---
def coin(cx, cy, r, color):
    return (f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="#fbf6e6" stroke="{color}" stroke-width="{r * 0.22:.2f}"/>\n'
            f'<circle cx="{cx}" cy="{cy}" r="{r * 0.62:.2f}" fill="none" stroke="{color}" '
            f'stroke-width="{r * 0.16:.2f}" stroke-dasharray="{r * 0.34:.2f},{r * 0.2:.2f}"/>\n'
            f'<circle cx="{cx}" cy="{cy}" r="{r * 0.3:.2f}" fill="{color}"/>\n')


def big_coin():
    cx, cy = 30, 40
    s = f'<circle cx="{cx}" cy="{cy}" r="24" fill="#fbf6e6" stroke="{GREEN}" stroke-width="3"/>\n'
    # A ring of petals between two circles.
    for i in range(12):
        a = math.radians(i * 30)
        x, y = cx + 17 * math.cos(a), cy + 17 * math.sin(a)
        s += f'<circle cx="{x:.2f}" cy="{y:.2f}" r="3.4" fill="{BLUE}"/>\n'
    s += f'<circle cx="{cx}" cy="{cy}" r="11" fill="{RED}"/>\n'
    s += f'<circle cx="{cx}" cy="{cy}" r="7" fill="none" stroke="#fbf6e6" stroke-width="1.5"/>\n'
    s += f'<circle cx="{cx}" cy="{cy}" r="2.6" fill="#fbf6e6"/>\n'
    return s


PIN = {
    2: [(30, 22, 13, GREEN), (30, 58, 13, BLUE)],
    3: [(14, 17, 10, BLUE), (30, 40, 10, RED), (46, 63, 10, GREEN)],
    4: [(17, 23, 11, BLUE), (43, 23, 11, GREEN), (17, 57, 11, GREEN), (43, 57, 11, BLUE)],
    5: [(16, 18, 10, BLUE), (44, 18, 10, GREEN), (30, 40, 10, RED), (16, 62, 10, GREEN), (44, 62, 10, BLUE)],
    6: [(18, 15, 8.5, GREEN), (42, 15, 8.5, GREEN), (18, 44, 8.5, RED), (42, 44, 8.5, RED),
        (18, 65, 8.5, RED), (42, 65, 8.5, RED)],
    7: [(12, 12, 7.5, GREEN), (30, 21, 7.5, GREEN), (48, 30, 7.5, GREEN), (18, 50, 7.5, RED),
        (42, 50, 7.5, RED), (18, 68, 7.5, RED), (42, 68, 7.5, RED)],
    8: [(18, y, 7.6, BLUE) for y in (12, 30.5, 49.5, 68)] + [(42, y, 7.6, BLUE) for y in (12, 30.5, 49.5, 68)],
    9: [(x, 15, 8, BLUE) for x in (13, 30, 47)] + [(x, 40, 8, RED) for x in (13, 30, 47)]
       + [(x, 65, 8, GREEN) for x in (13, 30, 47)],
}


def pin(n, red=False):
    if n == 1:
        return svg(big_coin())
    layout = PIN[n] if not red else [(16, 22, 9.5, RED), (43, 22, 9.5, RED), (30, 41, 9.5, RED),
                                     (16, 61, 9.5, RED), (43, 61, 9.5, RED)]
    body = "".join(coin(x, y, r, RED if red else c) for x, y, r, c in layout)
    if red:
        body += red_mark()
    return svg(body)


# --- bamboo 索 ---
def stick(cx, cy, color, length=30, width=7.2, angle=0):
    x0, y0 = cx - width / 2, cy - length / 2
    node = length * 0.5
    s = f'<g transform="rotate({angle} {cx} {cy})">\n'
    s += (f'<rect x="{x0:.2f}" y="{y0:.2f}" width="{width}" height="{length}" rx="{width / 2:.2f}" '
          f'fill="{color}"/>\n')
    # Highlight down the stick, nodes at the ends and the middle.
    s += (f'<rect x="{cx - width * 0.12:.2f}" y="{y0 + 2:.2f}" width="{width * 0.24:.2f}" height="{length - 4}" '
          f'rx="{width * 0.12:.2f}" fill="#ffffff" fill-opacity="0.35"/>\n')
    for dy in (1.8, node, length - 1.8):
        s += (f'<rect x="{x0 - 0.8:.2f}" y="{y0 + dy - 1.1:.2f}" width="{width + 1.6:.2f}" height="2.2" '
              f'rx="1.1" fill="{color}" stroke="#fbf6e6" stroke-width="0.6"/>\n')
    s += '</g>\n'
    return s


SOU = {
    2: [(30, 22, GREEN), (30, 58, BLUE)],
    3: [(30, 22, GREEN), (18, 58, BLUE), (42, 58, BLUE)],
    4: [(18, 22, GREEN), (42, 22, BLUE), (18, 58, BLUE), (42, 58, GREEN)],
    5: [(14, 22, GREEN), (46, 22, BLUE), (30, 40, RED), (14, 58, BLUE), (46, 58, GREEN)],
    6: [(x, 22, GREEN) for x in (14, 30, 46)] + [(x, 58, BLUE) for x in (14, 30, 46)],
    7: [(30, 14, RED)] + [(x, 40, GREEN) for x in (14, 30, 46)] + [(x, 66, BLUE) for x in (14, 30, 46)],
    9: [(x, 14, GREEN) for x in (14, 46)] + [(30, 14, RED)] + [(x, 40, BLUE) for x in (14, 46)]
       + [(30, 40, RED)] + [(x, 66, GREEN) for x in (14, 46)] + [(30, 66, RED)],
}


def bird():
    # A small sparrow on a bamboo twig (雀: the table's own bird).
    s = f'<path d="M8 66 Q30 58 52 64" fill="none" stroke="{GREEN}" stroke-width="3" stroke-linecap="round"/>\n'
    s += f'<path d="M40 62 q6 -7 12 -6" fill="none" stroke="{GREEN}" stroke-width="2" stroke-linecap="round"/>\n'
    s += f'<path d="M42 59 q5 -1 7 -6 q-6 -1 -7 6 z" fill="{GREEN}"/>\n'
    # tail
    s += f'<path d="M16 52 L4 66 L10 67 L7 72 L22 58 z" fill="{BLUE}"/>\n'
    # body
    s += f'<ellipse cx="27" cy="46" rx="15" ry="11" fill="{GREEN}" transform="rotate(-18 27 46)"/>\n'
    s += f'<path d="M18 46 Q26 36 38 40 Q30 50 18 46 z" fill="{BLUE}"/>\n'
    s += f'<ellipse cx="31" cy="51" rx="8" ry="5" fill="#e9c98a" transform="rotate(-18 31 51)"/>\n'
    # head
    s += f'<circle cx="41" cy="31" r="8.5" fill="{RED}"/>\n'
    s += f'<path d="M48.5 29 L56 32 L48.5 34 z" fill="#d19a2a"/>\n'
    s += f'<circle cx="43.5" cy="29.5" r="2.2" fill="#fbf6e6"/>\n'
    s += f'<circle cx="44" cy="29.5" r="1.1" fill="{INK}"/>\n'
    # crest and legs
    s += f'<path d="M37 23 q2 -8 8 -9 q-3 5 -2 9 z" fill="{RED}"/>\n'
    s += f'<path d="M26 56 l-2 7 M31 56 l0 6" stroke="{INK}" stroke-width="1.4" stroke-linecap="round"/>\n'
    return s


def eight_sou():
    # Two rows of four; the middle pair of each row leans into an M / W.
    s = ""
    for cy, color, lean in ((21, GREEN, 1), (59, BLUE, -1)):
        s += stick(9, cy, color)
        s += stick(51, cy, color)
        s += stick(23, cy, color, angle=18 * lean)
        s += stick(37, cy, color, angle=-18 * lean)
    return s


def sou(n, red=False):
    if n == 1:
        return svg(bird())
    if n == 8:
        return svg(eight_sou())
    rows3 = n in (7, 9)
    layout = SOU[n] if not red else [(15, 22, RED), (45, 22, RED), (30, 40, RED), (15, 58, RED), (45, 58, RED)]
    body = "".join(stick(x, y, RED if red else c, length=22 if rows3 else 30) for x, y, c in layout)
    if red:
        body += red_mark()
    return svg(body)


# --- honours ---
def honor(n):
    if n <= 4:
        return svg(text(30, 54, "東南西北"[n - 1], 44, INK))
    if n == 5:  # 白: a blue double frame
        return svg(f'<rect x="10" y="11" width="40" height="58" rx="3" fill="none" stroke="{BLUE}" stroke-width="3.2"/>\n'
                   f'<rect x="15" y="16" width="30" height="48" rx="1.5" fill="none" stroke="{BLUE}" stroke-width="1.4"/>\n')
    if n == 6:
        return svg(text(30, 55, "發", 46, GREEN))
    return svg(text(30, 55, "中", 48, RED))


# --- flowers: seasons 春夏秋冬 (1-4), plants 梅蘭菊竹 (5-8) ---
def flower(n):
    ch = "春夏秋冬梅蘭菊竹"[n - 1]
    color = (GREEN if n <= 4 else RED) if n not in (5, 7) else (RED if n == 5 else "#c07a12")
    if n <= 4:
        color = [GREEN, RED, "#c07a12", BLUE][n - 1]
    else:
        color = [RED, BLUE, "#c07a12", GREEN][n - 5]
    s = text(30, 56, ch, 36, color)
    # Number in the corner, and a small blossom as the flower tiles' sign.
    s += text(9, 16, str((n - 1) % 4 + 1), 12, INK, family="'DejaVu Sans', sans-serif")
    cx, cy = 50, 11
    for i in range(5):
        a = math.radians(i * 72 - 90)
        s += f'<circle cx="{cx + 3.2 * math.cos(a):.2f}" cy="{cy + 3.2 * math.sin(a):.2f}" r="2.3" fill="{color}"/>\n'
    s += f'<circle cx="{cx}" cy="{cy}" r="1.5" fill="#e9b93c"/>\n'
    s += f'<path d="M12 70 Q30 64 48 70" fill="none" stroke="{color}" stroke-width="1.4" stroke-opacity="0.6"/>\n'
    return svg(s)


def back():
    # The back of a tile (Tile.qml draws backs from it): an inner frame and a
    # lattice of small diamonds on the green.
    s = '<rect x="0" y="0" width="60" height="80" rx="6" fill="#2f8a5b"/>\n'
    s += ('<rect x="5" y="5" width="50" height="70" rx="4" fill="none" stroke="#ffffff" '
          'stroke-opacity="0.25" stroke-width="1.2"/>\n')
    for row in range(7):
        for col in range(5):
            x = 12 + col * 9 + (4.5 if row % 2 else 0)
            y = 13 + row * 9
            if x > 50:
                continue
            s += (f'<path d="M{x} {y - 2.4} L{x + 2.4} {y} L{x} {y + 2.4} L{x - 2.4} {y} z" '
                  'fill="#ffffff" fill-opacity="0.13"/>\n')
    return svg(s)


def main():
    files = {}
    for n in range(1, 10):
        files[f"{n}m"] = man(n)
        files[f"{n}p"] = pin(n)
        files[f"{n}s"] = sou(n)
    files["0m"] = man(5, red=True)
    files["0p"] = pin(5, red=True)
    files["0s"] = sou(5, red=True)
    for n in range(1, 8):
        files[f"{n}z"] = honor(n)
    for n in range(1, 9):
        files[f"{n}f"] = flower(n)
    files["back"] = back()
    for name, content in files.items():
        with open(os.path.join(OUT, name + ".svg"), "w", encoding="utf-8") as f:
            f.write(content)
    print(f"wrote {len(files)} files to {OUT}")


if __name__ == "__main__":
    main()
