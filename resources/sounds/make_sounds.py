#!/usr/bin/env python3
"""Generates the table's sound cues (the project's own, synthesised here).

Run after editing; the WAV files are committed. Deterministic: no noise
source without a fixed seed, so the same script gives the same bytes.
Mono, 16-bit, 22050 Hz, a fraction of a second each.
"""
import math
import os
import random
import struct
import wave

RATE = 22050
HERE = os.path.dirname(os.path.abspath(__file__))


def envelope(t, attack, decay):
    """Fast attack, exponential decay."""
    if t < attack:
        return t / attack
    return math.exp(-(t - attack) / decay)


def tone(freqs, length, attack=0.004, decay=0.08, gain=0.5):
    """Sum of partials (frequency, weight) under one envelope."""
    n = int(RATE * length)
    out = []
    for i in range(n):
        t = i / RATE
        v = sum(w * math.sin(2 * math.pi * f * t) for f, w in freqs)
        out.append(gain * envelope(t, attack, decay) * v)
    return out


def click(length=0.09, seed=1):
    """A tile set down on cloth: a short filtered knock with a wooden body."""
    rng = random.Random(seed)
    n = int(RATE * length)
    out, low = [], 0.0
    for i in range(n):
        t = i / RATE
        low += 0.35 * (rng.uniform(-1, 1) - low)  # one-pole low-pass noise
        body = 0.6 * math.sin(2 * math.pi * 820 * t) + 0.3 * math.sin(2 * math.pi * 1460 * t)
        out.append(0.55 * envelope(t, 0.0015, 0.018) * (0.7 * low + body))
    return out


def concat(*parts, gap=0.0):
    out = []
    for p in parts:
        out.extend(p)
        out.extend([0.0] * int(RATE * gap))
    return out


def mix(a, b, offset):
    start = int(RATE * offset)
    out = list(a) + [0.0] * max(0, start + len(b) - len(a))
    for i, v in enumerate(b):
        out[start + i] += v
    return out


def write(name, samples):
    peak = max(1e-9, max(abs(s) for s in samples))
    scale = min(1.0, 0.89 / peak)
    frames = b"".join(struct.pack("<h", int(max(-1, min(1, s * scale)) * 32767)) for s in samples)
    with wave.open(os.path.join(HERE, name + ".wav"), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)


def bell(f, length=0.6, decay=0.18, gain=0.4):
    return tone([(f, 1.0), (2.01 * f, 0.35), (3.02 * f, 0.12)], length, decay=decay, gain=gain)


def main():
    # discard: one tile on the cloth.
    write("discard", click())
    # call (chi, pon, kong): tiles turned and laid out, two knocks.
    write("call", mix(click(seed=2), click(seed=3), 0.07))
    # declare (riichi ...): a bright two-note chime.
    write("declare", mix(bell(988, 0.5), bell(1319, 0.6), 0.09))
    # win: a rising arpeggio.
    notes = [523.25, 659.25, 783.99, 1046.5]
    win = bell(notes[0], 0.9, 0.25)
    for i, f in enumerate(notes[1:], 1):
        win = mix(win, bell(f, 0.9 - 0.1 * i, 0.25), 0.09 * i)
    write("win", win)
    # draw (exhausted wall or abortive draw): a soft falling pair.
    write("draw", mix(bell(587.33, 0.6, 0.2, 0.3), bell(440.0, 0.7, 0.25, 0.3), 0.14))
    # turn: a soft tick when it is a person's turn to act.
    write("turn", tone([(1760, 1.0)], 0.12, decay=0.03, gain=0.25))
    # flower: a light high note.
    write("flower", bell(1568, 0.35, 0.1, 0.3))


if __name__ == "__main__":
    main()
