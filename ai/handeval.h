// Expected value of a hand over the draws still to come.
//
// Near tenpai (shanten <= a limit) the value is an exact recursion over the
// seat's own draws: drawing each kind with the probability its unseen copies
// give, moving to the best hand one step closer, and at tenpai winning with
// the chance its waits give (self-draw plus discards by the others) and the
// points the ruleset's own scorer gives that finished hand. Further away an
// estimate: a typical winning value for this kind of hand (learned from the
// scorer, profile.h), adjusted for the styles the ruleset rewards, times the
// chance of getting there.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "picture.h"

namespace qe::ai {

inline constexpr int kMaxHorizon = 20;
// A plan worth this many plain hands (a hand of four claimed melds paying
// ten times a plain one) is worth a call that does not bring the hand closer.
inline constexpr double kBigStyleGain = 8.0;

struct EvalConfig {
    int maxShanten = 2;        // exact recursion up to this shanten
    int maxNodes = 2500;       // hands the recursion may visit per evaluator
    double ronMult = 1.1;      // win chances from others' discards per own draw
    bool styles = true;        // value styles (flushes, triplets) for far hands
    bool countVisible = true;  // acceptance counts only unseen copies
    bool declareOption = true; // a closed tenpai hand may declare (riichi) for value
    int playouts = 8;          // far hands: sampled paths to tenpai that value the hand
    // The sampled value's share against the mean over the decision's
    // candidates (the rest): the samples are noisy, a few big hands dominate.
    double playoutShare = 0.3;
    int styleSlack = 0;        // a style may be this many steps further than the plain hand
    // An open hand may keep calling: its steps towards tenpai come this many
    // times as often as its own draws alone would bring them.
    double openSpeed = 1.0;
    double closedSpeed = 1.0;  // the same for a closed hand
    // The most the chance that another player ends the hand before one of
    // our draws grows to late in the hand (0: only the threat seen now).
    double lateHazard = 0.0;
    // How often a ready opponent ends the hand before one of our draws
    // (self-draw and the other discarders' tiles); times the tenpai estimates.
    double threatHazard = 0.07;
    // What ending the hand is worth besides the win (the others' hands
    // stopped), per typical hand and unit of threat plus a half.
    double denial = 0.08;
    // Far hands: the weight of an honour pair's or triplet's worth (HonourFacts).
    double honourWeight = 1.0;
    // Which honour facts estimate (honourFacts' `method`; knob `hfix`).
    int honourMethod = kHonourMethodDefault;
    // Where a declaration exists, the share of a blind discard's deal-in
    // cost (Picture::lockRisk) a silent ready hand pays for each draw it
    // keeps pushing (`silentLock`), and a hand not yet ready (`pushLock`);
    // such a hand may still fold instead, so its worth stays at least 0.
    // 0: neither (the yardstick's model).
    double silentLock = 0;
    double pushLock = 0;
    // A declared hand's wins on discards per own draw, as a share of a
    // silent one's (the others fold against it), and what declaring is worth
    // besides its own win, in typical hands (the others' hands it stops).
    double declaredRon = 0.8;
    double declareBonus = 0;
    // The threat seen now and the late-hand prior combined (each a chance
    // that the hand ends before a draw) instead of the larger of the two.
    bool combineHazard = false;
    // The others let some kinds go more often than others: honours and
    // terminals, and the kinds a glance at our river calls safe (suji). A
    // ready hand's wins on discards per wait are weighed so, this much of
    // the way (0: every kind alike, the yardstick's model).
    double waitRead = 0;
};

// Finished hands' values by (tiles, winning tile, self-draw, declared).
struct WinKey {
    std::uint64_t a = 0, b = 0;
    friend bool operator==(const WinKey&, const WinKey&) = default;
};
// A hand's counts (each at most 7) as a key: kinds 0..20 in `a` and 21..33
// in `b`, kind i at bit 3i of its word; bits 39 and up of `b` stay free for
// what the caches add (winning tile, meld count, forms).
WinKey countsKey(const Counts& c);
// The mix both the slot caches and the recursion's memo index by.
inline std::uint64_t mixKey(const WinKey& k) { return k.a * 0x9e3779b97f4a7c15ULL ^ (k.b * 0xc2b2ae3d27d4eb4fULL); }
struct WinKeyHash {
    std::size_t operator()(const WinKey& k) const { return std::size_t(k.a * 0x9e3779b97f4a7c15ULL ^ (k.b + (k.a >> 29))); }
};

// A few kinds (useful draws, discards that keep the shanten), held inline.
struct KindList {
    std::array<Kind, kNumKinds> k{};
    std::uint8_t n = 0;
    void push_back(Kind x) { k[n++] = x; }
    const Kind* begin() const { return k.data(); }
    const Kind* end() const { return k.data() + n; }
    std::size_t size() const { return n; }
    bool empty() const { return n == 0; }
    Kind front() const { return k[0]; }
    Kind operator[](std::size_t i) const { return k[i]; }
    std::vector<Kind> vec() const { return {begin(), end()}; }
};

// Slot storage handed back by a cache that ends and taken by the next one of
// the same size in the same thread. The bots of a game and many evaluators
// of a decision each have a cache: without this each would zero and fault
// in fresh memory (a bot's is 1.5 MB) that the last one already had.
// `gen` is the highest generation in the storage, so the next owner starts
// above it and never sees an old entry (SlotCache).
template <class Slot>
class SlotPool {
public:
    static bool take(std::size_t n, std::vector<Slot>& out, std::uint32_t& gen) {
        if (gone) return false;
        auto& kept = pool().kept;
        for (std::size_t i = kept.size(); i-- > 0;) {
            if (kept[i].storage.size() != n) continue;
            out = std::move(kept[i].storage);
            gen = kept[i].gen;
            kept.erase(kept.begin() + std::ptrdiff_t(i));
            return true;
        }
        return false;
    }
    static void give(std::vector<Slot>&& storage, std::uint32_t gen) {
        if (gone) return;
        auto& kept = pool().kept;
        if (kept.size() >= kMaxKept) kept.erase(kept.begin());  // the oldest goes
        kept.push_back({std::move(storage), gen});
    }

private:
    // Four bots' own and claim caches (SlotCache's users in levels.cpp).
    static constexpr std::size_t kMaxKept = 24;
    struct Kept {
        std::vector<Slot> storage;
        std::uint32_t gen;
    };
    struct Pool {
        std::vector<Kept> kept;
        ~Pool() { gone = true; }  // caches that end after it free their own
    };
    static Pool& pool() {
        static thread_local Pool p;
        return p;
    }
    static inline thread_local bool gone = false;
};

// A bounded cache of results that can always be computed again: one slot per
// hash, a newer entry replaces an older one. No allocation after the first
// use, no rehash; emptied in O(1) by a generation count.
template <class V>
class SlotCache {
public:
    explicit SlotCache(int bits) : bits_(bits) {}
    SlotCache(const SlotCache&) = default;
    SlotCache(SlotCache&&) noexcept = default;
    SlotCache& operator=(const SlotCache&) = default;
    SlotCache& operator=(SlotCache&&) noexcept = default;
    ~SlotCache() {
        if (!slots_.empty()) SlotPool<Slot>::give(std::move(slots_), gen_);
    }
    const V* find(const WinKey& key) const {
        if (slots_.empty()) return nullptr;
        const Slot& s = slots_[index(key)];
        return s.gen == gen_ && s.key == key ? &s.v : nullptr;
    }
    // Start loading a key's slot: a bot's win cache is larger than the
    // CPU's nearer caches, and a ready hand asks for each wait in turn.
    void prefetch(const WinKey& key) const {
        if (!slots_.empty()) __builtin_prefetch(&slots_[index(key)]);
    }
    void put(const WinKey& key, const V& v) {
        if (slots_.empty()) {
            const std::size_t n = std::size_t(1) << bits_;
            if (SlotPool<Slot>::take(n, slots_, gen_)) clear();  // above every generation the storage holds
            else slots_.resize(n);
        }
        Slot& s = slots_[index(key)];
        s.key = key;
        s.v = v;
        s.gen = gen_;
    }
    void clear() {
        if (++gen_ == 0) {  // wrapped: old generations could match again
            for (auto& s : slots_) s.gen = 0;
            gen_ = 1;
        }
    }

private:
    struct Slot {
        WinKey key;
        std::uint32_t gen = 0;
        V v{};
    };
    std::size_t index(const WinKey& k) const {
        return std::size_t(mixKey(k) >> (64 - bits_));
    }
    int bits_;
    std::uint32_t gen_ = 1;
    std::vector<Slot> slots_;
};

// Results by hand shape (tiles, meld count, winning forms): shanten, useful
// kinds and shanten-keeping discards. They hold for every seat and moment.
// The kind lists are stored as bit sets (kind k is bit k; a list is in
// ascending order): a slot of 32 bytes instead of 56 keeps more of the
// cache in the CPU's.
struct ShapeCache {
    explicit ShapeCache(int bits = 14) : useful(bits), progress(bits), shanten(bits - 2) {}
    SlotCache<std::uint64_t> useful, progress;
    // The shanten alone of hands whose useful kinds were not needed (far
    // hands' styles out of reach; shapeBitsWithin).
    SlotCache<std::int8_t> shanten;
};

// Shape results hold for every bot alike: the bots of one thread share one
// cache (one copy in the CPU caches instead of one per seat). Asked for at
// each use, so a bot made in one thread and playing in another uses the
// cache of the thread it plays in.
ShapeCache& threadShapes();

// A bot's scorer results kept from one decision to the next: valid while
// everything else the scorer reads (melds, red fives, winds, indicators,
// flowers, ruleset and options) is the same, which `context` spells out.
struct WinCache {
    WinCache() = default;
    explicit WinCache(int bits) : values(bits) {}
    std::string context;
    SlotCache<float> values{16};
    // The ruleset's valuer for this context (made by the first evaluator
    // that scores a hand, with its declaration), kept with the values: what
    // a valuer keeps between hands (binshi's searches) then serves the
    // decisions that follow, not only the one that made it.
    std::shared_ptr<HandValuer> valuer;
    bool valuerMade = false, valuerDeclared = false;
    void reset(const std::string& ctx) {
        context = ctx;
        values.clear();
        valuer.reset();
        valuerMade = false;
    }
};

struct StyleKinds;  // a style's kinds (handeval.cpp)

class HandEval {
public:
    HandEval(const Picture& pic, std::vector<Meld> melds, bool declared, std::array<int, 3> red,
             const EvalConfig& cfg);
    HandEval(const HandEval&) = delete;  // wins_ may point at its own cache
    HandEval& operator=(const HandEval&) = delete;

    // Expected points from here on for a hand of 3n+1 concealed tiles.
    double value(const Counts& c13);
    // The hand the candidates come from (3n+2 before a discard, or 3n+1):
    // far hands' sampled values are shrunk towards its mean.
    void setReference(const Counts& c);
    // Shanten with the ruleset's winning forms (special forms only without melds).
    int shanten(const Counts& c) const;
    // Unseen copies of the kinds that bring a 3n+1 hand closer.
    int acceptance(const Counts& c13) const;
    // Unseen copies of the kinds in `kinds` (bit k: kind k), as acceptance counts them.
    int availSum(const Counts& c, std::uint64_t kinds) const;
    KindList useful(const Counts& c13) const;
    // The same list computed afresh (no cache), only over the kinds `only`
    // allows; `shantenOut` receives the hand's shanten.
    template <class Only>
    KindList usefulAmong(const Counts& c13, const Only& only, int* shantenOut = nullptr) const;
    // useful(c13) through the cache, only the kinds `only` allows (the same list).
    template <class Only>
    KindList usefulFiltered(const Counts& c13, const Only& only) const;
    // shanten(c13) of a 3n+1 hand through the shape cache (kept with its useful kinds).
    int shanten13(const Counts& c13) const;
    // Both at once, as the shape cache holds them: the useful kinds as bits
    // 0..33, the shanten + 1 from bit 56.
    std::uint64_t shapeBits(const Counts& c13) const { return shapeOf(c13); }
    // The same into `entry` where the hand's shanten is at most `limit`;
    // false (and `entry` untouched) where it is above: then only the
    // shanten is computed.
    bool shapeBitsWithin(const Counts& c13, int limit, std::uint64_t& entry) const;
    // Puts the shape (shanten13, useful) of each hand `c14` leaves after one
    // discard among `discards` into the shape cache, the ones not there yet
    // computed together (a 3n+2 hand's candidates share most of their suits).
    void fillShapes(const Counts& c14, std::uint64_t discards) const;
    // Discards of a 3n+2 hand that leave shanten `sh`, the hand's own
    // shanten (cached by hand: one answer per hand).
    KindList progress(const Counts& c14, int sh) const;
    // Points of the finished hand `c14` completed by `win`; -1 if not a valid win.
    double winValue(const Counts& c14, Kind win, bool tsumo);
    // The hand description winValue scores: the finished hand `c14` won on
    // `win`, with this evaluator's melds, red fives and declaration, and the
    // seat's flowers, winds and indicators (nothing the seat cannot see).
    HandDesc winDesc(const Counts& c14, Kind win, bool tsumo) const;
    // Tenpai facts of a 3n+1 hand: its waits' total unseen copies and the best
    // value among them (ron where allowed, else tsumo), -1 when no wait wins.
    struct Tenpai {
        int waitsLeft = 0;
        double bestValue = -1;
        double ronValue = -1;  // ron value on the most common wait
        bool furiten = false;
    };
    Tenpai tenpai(const Counts& c13);
    bool exhausted() const { return nodes_ > cfg_.maxNodes; }
    // One decision compares its candidates by one model: the exact
    // recursion only when every candidate worth comparing is within its
    // reach (`closest`: the least shanten among them; one step further is
    // still compared), else the estimate for all.
    void chooseModel(int closest) { forceFar_ = closest + 1 > cfg_.maxShanten; }
    int maxShanten() const { return cfg_.maxShanten; }
    int meldCount() const { return int(melds_.size()); }
    bool closed() const { return closed_; }
    int horizon() const { return T_; }
    double typicalValue() const;
    // Scores finished hands (and finds useful kinds) through `other`'s caches: both must have the same
    // melds and red fives (the declaration is part of the cache key).
    void shareWins(HandEval& other) {
        wins_ = other.wins_;
        shapes_ = other.shapes_;
        cache_ = other.cache_;
    }
    // Scores through a cache kept across decisions (emptied when its context
    // differs from this evaluator's).
    void useCache(WinCache& cache);
    // The same through whichever of `caches` holds this evaluator's context;
    // if none does, the one at `next` is emptied for it (then `next` moves on).
    void useCacheAmong(WinCache* caches, int count, int& next);
    // Shape results only (any melds: the meld count is part of their key).
    void useShapes(ShapeCache& shapes) { shapes_ = &shapes; }

private:
    struct Node {
        std::array<float, kMaxHorizon + 1> ev{};
    };
    using Key = WinKey;
    using KeyHash = WinKeyHash;
    static Key keyOf(const Counts& c);
    static Key withKind(Key key, int k, int delta);
    // The win cache's key: the finished hand, its winning kind and how it is won.
    Key winKey(Key hand, Kind win, bool tsumo) const;
    // The shape caches' key from a hand's key (keyOf).
    Key shapeKey(Key raw) const;
    // The same as the public ones, with the hand's key (keyOf) given.
    std::uint64_t shapeOf(const Counts& c13, Key raw) const;
    KindList progress(const Counts& c14, Key raw, int sh) const;
    int acceptance(const Counts& c13, Key raw) const;
    double winValue(const Counts& c14, Key raw, Kind win, bool tsumo);
    double winValueRaw(const Counts& c14, Key raw, Kind win, bool tsumo);
    const Node& node(const Counts& c13, Key key, int sh);
    // `shape`: the hand's shapeOf (its useful kinds give its acceptance).
    double farValue(const Counts& c13, std::uint64_t shape, int sh);
    double playoutValue(const Counts& c13, int sh);
    double tenpaiWorth(const Counts& c13);
    double reach(int steps, double accept, double scale = 1.0) const;
    double reach(int steps, double accept, double scale, double& tenpaiAtEnd) const;
    double reachUncached(int steps, double accept, double scale, double& tenpaiAtEnd) const;
    double farWorth(double value, int steps, double accept, double scale = 1.0) const;
    void computeReference();
    const std::string& cacheContext() const;
    void baseDesc(HandDesc& d) const;
    void fillDesc(HandDesc& d, const Counts& c14, Kind win, bool tsumo) const;
public:
    int avail(const Counts& c, Kind k) const;

private:

    const Picture& pic_;
    std::vector<Meld> melds_;
    bool closed_ = true;
    bool declared_ = false;
    std::array<int, 3> red_{};
    EvalConfig cfg_;
    std::uint8_t forms_ = 1;
    int T_ = 0;
    double hazard_ = 0;
    std::array<double, kMaxHorizon + 1> keepAt_{};  // 1 - hazard, by own draws left
    double ronMult_ = 1;
    std::array<float, kNumKinds> ronWeight_{};  // per wait kind, filled only where EvalConfig::waitRead > 0
    double denial_ = 0;
    double pot_ = 0;        // points on the table the winner takes
    bool declaringNow_ = false;  // a declaration evaluated before it is paid
    double lockRisk_ = 0;   // expected deal-in cost of one discard a declared hand cannot choose
    int nodes_ = 0;
    double base_ = -1;
    bool refPending_ = false;
    Counts ref_{};
    bool forceFar_ = false;
    // The recursion's hands by key: nodes in fixed chunks (references stay valid
    // while the recursion adds more), found through an open-addressing index.
    struct NodeMemo {
        static constexpr std::size_t kChunk = 64;
        std::vector<std::unique_ptr<std::array<Node, kChunk>>> chunks;
        std::vector<Key> keys;
        std::vector<std::int32_t> index;  // -1: empty slot
        const Node* find(const Key& k) const;
        Node& add(const Key& k, const Node& n);
    };
    NodeMemo memo_;
    // reach() by (steps, acceptance, scale): the same few arguments come
    // back for every candidate of a decision.
    // A slot holds an answer only where its bit in reachFilled_ is set (the
    // slots themselves are not cleared when the evaluator is made).
    struct ReachSlot {
        std::int32_t steps, accept;
        double scale, won, tenpaiAtEnd;
    };
    mutable std::uint64_t reachFilled_ = 0;
    mutable std::array<ReachSlot, 64> reachMemo_;
    // Own caches, used unless a bot's are attached (allocated on first use).
    SlotCache<float> ownWins_{12};
    SlotCache<float>* wins_ = &ownWins_;  // possibly another evaluator's or a bot's
    ShapeCache ownShapes_{10};
    ShapeCache* shapes_ = &ownShapes_;
    HandDesc desc_;
    bool descReady_ = false;
    // The ruleset's valuer for desc_ (Ruleset::valuer), null where it has none.
    std::shared_ptr<HandValuer> valuer_;
    // The valuer's answers for one finished hand (winValue), made on first use.
    std::unique_ptr<WinWorths> each_;
    bool sharesWins_ = false;  // valuer_->sharesWins()
    WinCache* cache_ = nullptr;  // the bot's cache wins_ lies in, if any (its valuer)
    std::unordered_map<Key, float, KeyHash> playouts_;
    const HonourFacts* honours_ = nullptr;
    // farValue's facts of the melds: the kinds they touch, and whether one
    // is a sequence (found on first use).
    bool meldFactsReady_ = false, meldChi_ = false;
    std::uint64_t meldKinds_ = 0;
    int shantenUncached(const Counts& c) const;
    int styleShanten(const Counts& c13, const StyleKinds& style, int off, const Kind* slots, int nSlots,
                     int limit, int& acceptOut) const;
    // usefulAmong's kinds as bits, over the kinds `allowed`, with the
    // standard shanten given.
    std::uint64_t usefulFrom(const Counts& c13, std::uint64_t allowed, int standard, int* shantenOut) const;
    // The same with the special forms' shanten, the kinds held and held
    // twice, and the standard shanten after each draw of `given` in sxGiven
    // given (fillShapes' batch).
    std::uint64_t usefulWith(const Counts& c13, std::uint64_t allowed, int standard, int spec, std::uint64_t held,
                             std::uint64_t twice, const std::int8_t* sxGiven, std::uint64_t given,
                             int* shantenOut) const;
    std::uint64_t shapeOf(const Counts& c13) const;
    int shantenSpecial(const Counts& c, int cap) const;  // the forms other than four groups and a pair
    int specialFrom(const Counts& c, std::uint64_t held, std::uint64_t twice, int cap) const;
    struct SpecialBase;
    static SpecialBase specialBase(std::uint64_t held, std::uint64_t twice);
    std::uint64_t specialCloser(const Counts& c13, const SpecialBase& b, std::uint64_t held, std::uint64_t twice,
                                std::uint64_t cand, int now) const;
};

}  // namespace qe::ai
