#!/usr/bin/env python3
"""Checks that a screenshot PNG shows a real card table, not a blank or broken frame.

Standard library only: decodes the PNG itself. A table passes when it has the green
felt, white card faces, dark ink (indices, pips) and red ink, and many distinct colours;
with --face-up N below 4 (a deal that shows a card or two), less of them.
"""
import struct
import sys
import zlib


def decode(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    pos, idat, width = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 8 or colour not in (2, 6) or interlace:
                raise ValueError(f"unsupported PNG (depth {depth}, colour type {colour})")
            channels = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat += body
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, prev = [], bytearray(stride)
    for y in range(height):
        f = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = prev[i]
            c = prev[i - channels] if i >= channels else 0
            if f == 1:
                line[i] = (line[i] + a) & 255
            elif f == 2:
                line[i] = (line[i] + b) & 255
            elif f == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        prev = line
    return width, height, channels, rows


def main(path, face_up=None):
    width, height, channels, rows = decode(path)
    colours, felt, white, dark, red, total = set(), 0, 0, 0, 0, 0
    for row in rows[::2]:
        for x in range(0, width * channels, channels * 2):
            r, g, b = row[x], row[x + 1], row[x + 2]
            total += 1
            colours.add((r >> 3, g >> 3, b >> 3))
            if g > r + 25 and g > b + 10:
                felt += 1
            elif r > 225 and g > 225 and b > 215:
                white += 1
            elif r < 60 and g < 60 and b < 70:
                dark += 1
            elif r > 140 and g < 70 and b < 80:
                red += 1
    share = lambda n: n / total
    print(f"{path}: {width}x{height}, {len(colours)} colours, felt {share(felt):.0%}, "
          f"card white {share(white):.1%}, dark ink {share(dark):.2%}, red {share(red):.2%}")
    problems = []
    if len(colours) < 40:
        problems.append("too few colours: blank or broken frame")
    if not 0.2 < share(felt) < 0.97:
        problems.append("no green table")
    # A deal that puts out a card or two face up (Sir Tommy: the waste's one card) shows
    # little card; it still shows a face and its ink.
    sparse = face_up is not None and face_up < 4
    if share(white) < (0.005 if sparse else 0.03):
        problems.append("no card faces")
    if sparse:
        if share(dark) + share(red) < 0.001:
            problems.append("no printed cards (indices and pips)")
    elif share(dark) < 0.001 or share(red) < 0.0005:
        problems.append("no printed cards (indices and pips)")
    if problems:
        print("FAIL: " + "; ".join(problems))
        return 1
    return 0


if __name__ == "__main__":
    # check-screenshot.py [--face-up N] PICTURE: N, the cards the deal shows face up
    # outside the stock, where the table is known to show few.
    args = sys.argv[1:]
    face_up = None
    if args[:1] == ["--face-up"]:
        face_up, args = int(args[1]), args[2:]
    sys.exit(main(args[0], face_up))
