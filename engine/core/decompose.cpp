#include "core/decompose.h"

namespace qe {

namespace {

// Each multiset of groups is produced once: at the lowest kind still held we
// decide, in this order, whether it is the pair, whether it holds a triplet,
// and the remaining copies must all start sequences there.
struct Enumerator {
    Counts c;
    Decomposition d;
    int concealedStart = 0;  // index of the first concealed group in d.groups
    int groupsNeeded = 0;
    const std::function<bool(const Decomposition&)>* fn = nullptr;
    int visited = 0;
    bool stop = false;

    void rec(int k, int groupsLeft, bool pairUsed, int next) {
        while (k < kNumKinds && c[std::size_t(k)] == 0) ++k;
        if (k == kNumKinds) {
            if (groupsLeft == 0 && pairUsed) {
                ++visited;
                if (!(*fn)(d)) stop = true;
            }
            return;
        }
        const int n = c[std::size_t(k)];
        for (int p = 0; p <= 1 && !stop; ++p) {
            if (p && (pairUsed || n < 2)) continue;
            for (int t = 0; t <= 1 && !stop; ++t) {
                const int s = n - 2 * p - 3 * t;
                if (s < 0) continue;
                if (t + s > groupsLeft) continue;
                if (s > 0) {
                    if (k >= 27 || k % 9 > 6) continue;
                    if (c[std::size_t(k + 1)] < s || c[std::size_t(k + 2)] < s) continue;
                }
                int idx = next;
                c[std::size_t(k)] = 0;
                if (s > 0) {
                    c[std::size_t(k + 1)] -= std::uint8_t(s);
                    c[std::size_t(k + 2)] -= std::uint8_t(s);
                }
                if (t) d.groups[std::size_t(idx++)] = Group{GroupType::Triplet, Kind(k), true, -1};
                for (int i = 0; i < s; ++i) d.groups[std::size_t(idx++)] = Group{GroupType::Sequence, Kind(k), true, -1};
                if (p) d.groups[4] = Group{GroupType::Pair, Kind(k), true, -1};
                rec(k + 1, groupsLeft - t - s, pairUsed || p, idx);
                if (s > 0) {
                    c[std::size_t(k + 1)] += std::uint8_t(s);
                    c[std::size_t(k + 2)] += std::uint8_t(s);
                }
                c[std::size_t(k)] = std::uint8_t(n);
            }
        }
    }
};

bool completeRec(Counts& c, int k, int groupsLeft, bool pairUsed) {
    while (k < kNumKinds && c[std::size_t(k)] == 0) ++k;
    if (k == kNumKinds) return groupsLeft == 0 && pairUsed;
    const int n = c[std::size_t(k)];
    for (int p = 0; p <= 1; ++p) {
        if (p && (pairUsed || n < 2)) continue;
        for (int t = 0; t <= 1; ++t) {
            const int s = n - 2 * p - 3 * t;
            if (s < 0 || t + s > groupsLeft) continue;
            if (s > 0 && (k >= 27 || k % 9 > 6 || c[std::size_t(k + 1)] < s || c[std::size_t(k + 2)] < s)) continue;
            if (s > 0) {
                c[std::size_t(k + 1)] -= std::uint8_t(s);
                c[std::size_t(k + 2)] -= std::uint8_t(s);
            }
            c[std::size_t(k)] = 0;
            const bool ok = completeRec(c, k + 1, groupsLeft - t - s, pairUsed || p);
            c[std::size_t(k)] = std::uint8_t(n);
            if (s > 0) {
                c[std::size_t(k + 1)] += std::uint8_t(s);
                c[std::size_t(k + 2)] += std::uint8_t(s);
            }
            if (ok) return true;
        }
    }
    return false;
}

int total(const Counts& c) {
    int n = 0;
    for (auto x : c) n += x;
    return n;
}

constexpr std::array<Kind, 13> kOrphans = {0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33};

bool isSevenPairs(const Counts& c) {
    int pairs = 0;
    for (auto x : c) {
        if (x == 2)
            ++pairs;
        else if (x != 0)
            return false;
    }
    return pairs == 7;
}

bool isThirteenOrphans(const Counts& c) {
    int n = 0, doubled = 0;
    for (Kind k : kOrphans) {
        if (c[k] == 0 || c[k] > 2) return false;
        n += c[k];
        if (c[k] == 2) ++doubled;
    }
    return n == 14 && doubled == 1 && total(c) == 14;
}

// The six ways to give 147, 258, 369 to the three suits.
constexpr std::array<std::array<Suit, 3>, 6> kKnits = {{
    {Suit::Man, Suit::Pin, Suit::Sou},
    {Suit::Man, Suit::Sou, Suit::Pin},
    {Suit::Pin, Suit::Man, Suit::Sou},
    {Suit::Pin, Suit::Sou, Suit::Man},
    {Suit::Sou, Suit::Man, Suit::Pin},
    {Suit::Sou, Suit::Pin, Suit::Man},
}};

// Is kind k one of the knitted tiles of assignment `knit`?
bool inKnit(const std::array<Suit, 3>& knit, Kind k) {
    if (!isNumber(k)) return false;
    const int n = numberOf(k);
    return knit[std::size_t((n - 1) % 3)] == suitOf(k);
}

}  // namespace

Kind Decomposition::pairKind() const {
    if (form == Form::Standard) return groups[4].kind;
    if (form == Form::KnittedStraight) return groups[1].kind;
    return 0;
}

int forEachDecomposition(const Counts& concealed, std::span<const Meld> melds, std::uint8_t forms,
                         const std::function<bool(const Decomposition&)>& fn) {
    int visited = 0;
    const int n = total(concealed);
    const int m = int(melds.size());
    if ((forms & kFormStandard) && m <= 4 && n == 3 * (4 - m) + 2) {
        Enumerator e;
        e.c = concealed;
        e.fn = &fn;
        e.d.form = Form::Standard;
        e.d.size = 5;
        for (int i = 0; i < m; ++i) {
            const Meld& x = melds[std::size_t(i)];
            Group g;
            g.type = x.type == MeldType::Chi ? GroupType::Sequence : x.isKong() ? GroupType::Kong : GroupType::Triplet;
            g.kind = x.kind;
            g.concealed = x.type == MeldType::Ankan;
            g.meld = std::int8_t(i);
            e.d.groups[std::size_t(i)] = g;
        }
        e.rec(0, 4 - m, false, m);
        visited += e.visited;
        if (e.stop) return visited;
    }
    if (m == 0 && n == 14) {
        Decomposition d;
        if ((forms & kFormSevenPairs) && isSevenPairs(concealed)) {
            d.form = Form::SevenPairs;
            d.size = 7;
            int i = 0;
            for (int k = 0; k < kNumKinds; ++k)
                if (concealed[std::size_t(k)] == 2) d.groups[std::size_t(i++)] = Group{GroupType::Pair, Kind(k), true, -1};
            ++visited;
            if (!fn(d)) return visited;
        }
        if ((forms & kFormThirteenOrphans) && isThirteenOrphans(concealed)) {
            d = Decomposition{};
            d.form = Form::ThirteenOrphans;
            ++visited;
            if (!fn(d)) return visited;
        }
        if (forms & kFormKnitted) {
            // 全不靠: 14 distinct tiles, the number tiles within one knitted
            // straight's tiles, the rest honours (binshi.md, lingque.md).
            bool distinct = true;
            for (auto x : concealed)
                if (x > 1) distinct = false;
            if (distinct)
                for (const auto& knit : kKnits) {
                    bool ok = true;
                    for (int k = 0; k < 27 && ok; ++k)
                        if (concealed[std::size_t(k)] && !inKnit(knit, Kind(k))) ok = false;
                    if (!ok) continue;
                    d = Decomposition{};
                    d.form = Form::Knitted;
                    d.knit = knit;
                    ++visited;
                    if (!fn(d)) return visited;
                    break;  // the number tiles fix the assignment unless all are absent from a suit
                }
        }
    }
    if ((forms & kFormKnittedStraight) && m <= 1 && n == 14 - 3 * m) {
        // 组合龙: a full knitted straight plus one group (possibly a meld) and a pair.
        for (const auto& knit : kKnits) {
            Counts rest = concealed;
            bool ok = true;
            for (int s = 0; s < 3 && ok; ++s)
                for (int num = s + 1; num <= 9 && ok; num += 3) {
                    const Kind k = makeKind(knit[std::size_t(s)], num);
                    if (rest[k] == 0)
                        ok = false;
                    else
                        --rest[k];
                }
            if (!ok) continue;
            Enumerator e;
            e.c = rest;
            const std::function<bool(const Decomposition&)> inner = [&](const Decomposition& sd) {
                Decomposition d;
                d.form = Form::KnittedStraight;
                d.size = 2;
                d.knit = knit;
                d.groups[0] = sd.groups[0];
                d.groups[1] = sd.groups[4];
                ++visited;
                return fn(d);
            };
            e.fn = &inner;
            e.d.form = Form::Standard;
            if (m == 1) {
                const Meld& x = melds[0];
                Group g;
                g.type = x.type == MeldType::Chi ? GroupType::Sequence : x.isKong() ? GroupType::Kong : GroupType::Triplet;
                g.kind = x.kind;
                g.concealed = x.type == MeldType::Ankan;
                g.meld = 0;
                e.d.groups[0] = g;
            }
            e.rec(0, 1 - m, false, m);
            if (e.stop) return visited;
        }
    }
    return visited;
}

std::vector<Decomposition> decompositions(const Counts& concealed, std::span<const Meld> melds, std::uint8_t forms) {
    std::vector<Decomposition> v;
    forEachDecomposition(concealed, melds, forms, [&](const Decomposition& d) {
        v.push_back(d);
        return true;
    });
    return v;
}

bool isComplete(const Counts& concealed, int meldCount, std::uint8_t forms) {
    const int n = total(concealed);
    if ((forms & kFormStandard) && meldCount <= 4 && n == 3 * (4 - meldCount) + 2) {
        Counts c = concealed;
        if (completeRec(c, 0, 4 - meldCount, false)) return true;
    }
    if (meldCount == 0 && n == 14) {
        if ((forms & kFormSevenPairs) && isSevenPairs(concealed)) return true;
        if ((forms & kFormThirteenOrphans) && isThirteenOrphans(concealed)) return true;
    }
    if (forms & (kFormKnitted | kFormKnittedStraight)) {
        std::vector<Meld> none;
        bool any = false;
        if (meldCount == 0)
            forEachDecomposition(concealed, none, forms & (kFormKnitted | kFormKnittedStraight),
                                 [&](const Decomposition&) {
                                     any = true;
                                     return false;
                                 });
        if (any) return true;
    }
    return false;
}

}  // namespace qe
