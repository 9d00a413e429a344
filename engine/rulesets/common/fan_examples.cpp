#include "rulesets/common/fan_examples.h"

#include <stdexcept>

#include "core/fankit.h"
#include "rulesets/binshi/binshi_fans.h"
#include "rulesets/lingque/lingque_fans.h"
#include "rulesets/riichi/riichi_internal.h"
#include "rulesets/shanghai/shanghai_score.h"
#include "rulesets/yuque/yuque_internal.h"

namespace qe {

std::span<const FanExample> fanExamples(std::string_view id) {
    if (id == "riichi") return riichi::fanExamples();
    if (id == "yuque") return yuque::fanExamples();
    if (id == "lingque") return lingque::fanExamples();
    if (id == "binshi") return binshi::fanExamples();
    if (id == "shanghai") return shanghai::fanExamples();
    return {};
}

namespace {

const FanTable* tableOf(std::string_view id) {
    if (id == "riichi") return &riichi::yakuTable();
    if (id == "yuque") return &yuque::fans();
    if (id == "lingque") return &lingque::kitTable();
    if (id == "binshi") return &binshi::kitTable();
    return nullptr;
}

std::string n(long long v) { return std::to_string(v); }

// A row's value in the words of its ruleset's rules page.
std::string valueText(std::string_view id, const FanRow& r) {
    if (id == "riichi") {
        // riichi.md "Yaku": han closed, and open where the yaku may be open.
        if (r.category == riichi::kYakuman) return "yakuman";
        if (r.category == riichi::kYakumanDouble) return "double yakuman";
        std::string t = n(r.value) + " han";
        if (r.value2 == 0) return t + " (concealed only)";
        if (r.value2 != r.value) t += " (open " + n(r.value2) + ")";
        return t;
    }
    if (id == "lingque") {
        // lingque.md: each fan gives 副 and 翻.
        std::string t;
        if (r.value) t = n(r.value) + " 副";
        if (r.value2) t += (t.empty() ? "" : " ") + n(r.value2) + " 翻";
        return t.empty() ? "0 副" : t;
    }
    return n(r.value) + " fan";
}

const ScoreItem* itemOf(const ScoreResult& r, const std::string& id) {
    for (const auto& it : r.items)
        if (it.id == id) return &it;
    return nullptr;
}

}  // namespace

std::vector<FanListEntry> fanList(const Ruleset& rs) {
    std::vector<FanListEntry> out;
    auto entryFor = [&](const std::string& id) -> FanListEntry& {
        for (auto& e : out)
            if (e.id == id) return e;
        out.push_back({});
        out.back().id = id;
        return out.back();
    };
    if (const FanTable* t = tableOf(rs.id()))
        for (int i = 0; i < t->size(); ++i) {
            FanListEntry& e = entryFor(t->row(i).id);
            e.nameZh = t->ownName(i);
            e.nameEn = t->row(i).en;
            e.value = t->row(i).value;
            e.valueText = valueText(rs.id(), t->row(i));
        }
    if (rs.id() == "shanghai") {
        // shanghai.md "Winning types", "Counting 花": types in 喇 (classes
        // 1, 2) or 番 (class 3), elements in 花.
        for (const auto& ti : shanghai::typeTable()) {
            FanListEntry& e = entryFor(ti.key);
            e.nameZh = ti.zh;
            e.nameEn = ti.en;
            e.value = ti.value;
            e.valueText = n(ti.value) + (ti.cls == 3 ? " 番" : " 喇");
        }
        for (const auto& ei : shanghai::elementTable()) {
            FanListEntry& e = entryFor(ei.key);
            e.nameZh = ei.zh;
            e.nameEn = ei.en;
            e.value = ei.value;
            e.valueText = n(ei.value) + " 花";
        }
    }
    for (const FanExample& x : fanExamples(rs.id())) {
        HandDesc h;
        try {
            h = parseHandDesc(x.hand);
        } catch (const std::exception&) {
            continue;
        }
        ScoreResult r = rs.score(h);
        const ScoreItem* item = itemOf(r, x.fan);
        if (!item) continue;
        FanListEntry& e = entryFor(x.fan);
        if (e.example) continue;
        if (e.nameZh.empty()) e.nameZh = item->nameZh;
        if (e.nameEn.empty()) e.nameEn = item->nameEn;
        if (e.valueText.empty()) {
            // Not in the table (riichi's dora): as the score counts it.
            e.value = item->value;
            e.valueText = n(item->value) + " " + rs.unit() + " each";
        }
        e.example = std::move(h);
        e.exampleScore = std::move(r);
    }
    return out;
}

}  // namespace qe
