"""SLEDAI-2K (Systemic Lupus Erythematosus Disease Activity Index 2000; SLEDAI 系统性红斑狼疮病情
活动程度评分): 24 weighted descriptors present in the last 10 days, 0-105."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Output, Reference, Version
from medcalc.formulas.cmedcalc import CMEDCALC_BENCH_CITATION, first_true

GLADMAN_2002 = Reference(
    "Gladman DD, Ibañez D, Urowitz MB. Systemic lupus erythematosus disease activity index "
    "2000. J Rheumatol. 2002;29(2):288-291 (SLEDAI-2K: rash, alopecia, mucosal ulcers and "
    "proteinuria scored when present, not only when new).")
BOMBARDIER_1992 = Reference(
    "Bombardier C, Gladman DD, Urowitz MB, Caron D, Chang CH. Derivation of the SLEDAI. A disease "
    "activity index for lupus patients. The Committee on Prognosis Studies in SLE. Arthritis "
    "Rheum. 1992;35(6):630-640.")
CMEDCALC_BENCH = Reference(CMEDCALC_BENCH_CITATION + " SLEDAI answers: 中度活动（5-9分）, "
                           "高度活动（10-14分）, 极高度活动（≥15分）.")

# (name, weight, description, labels)
DESCRIPTORS = (
    ("seizure", 8, "Seizure: recent onset, metabolic, infectious and drug causes excluded",
     ("癫痫发作", "癫痫", "Recent onset seizure")),
    ("psychosis", 8, "Psychosis: altered ability to function from severe disturbance of "
                     "perception of reality (hallucinations, incoherence, delusions...)",
     ("精神症状", "精神病")),
    ("organic_brain_syndrome", 8, "Organic brain syndrome: altered mental function, impaired "
                                  "orientation, memory or other intellectual function, rapid "
                                  "onset and fluctuating", ("器质性脑病",)),
    ("visual_disturbance", 8, "Visual disturbance: retinal changes of SLE (cytoid bodies, "
                              "retinal haemorrhage, exudates) or optic neuritis",
     ("视觉障碍", "视网膜病变", "视神经炎")),
    ("cranial_nerve_disorder", 8, "Cranial nerve disorder: new-onset sensory or motor "
                                  "neuropathy of cranial nerves", ("颅神经病变",
                                   "New onset sensory or motor neuropathy involving cranial nerves")),
    ("lupus_headache", 8, "Lupus headache: severe persistent headache, unresponsive to narcotic "
                          "analgesia", ("狼疮性头痛",)),
    ("cva", 8, "Cerebrovascular accident: new, atherosclerosis and hypertension excluded",
     ("脑血管意外", "New onset stroke")),
    ("vasculitis", 8, "Vasculitis: ulceration, gangrene, tender finger nodules, periungual "
                      "infarction, splinter haemorrhages, or biopsy/angiogram proof",
     ("血管炎",)),
    ("arthritis", 4, "Arthritis: >= 2 joints with pain and signs of inflammation", ("关节炎",)),
    ("myositis", 4, "Myositis: proximal muscle aching or weakness with raised CK/aldolase, EMG "
                    "changes or biopsy", ("肌炎",)),
    ("urinary_casts", 4, "Urinary casts: heme-granular or red blood cell casts", ("管型尿", "Heme-granular or RBC urinary casts")),
    ("hematuria", 4, "Haematuria: > 5 RBC/high-power field, stone, infection or other cause "
                     "excluded", ("血尿",)),
    ("proteinuria", 4, "Proteinuria: > 0.5 g/24 h", ("蛋白尿", "Proteinuria >0.5 g/24 hours")),
    ("pyuria", 4, "Pyuria: > 5 WBC/high-power field, infection excluded", ("脓尿",)),
    ("rash", 2, "Rash: inflammatory type", ("皮疹", "新发皮疹", "Inflammatory-type rash")),
    ("alopecia", 2, "Alopecia: abnormal, patchy or diffuse hair loss", ("脱发",)),
    ("mucosal_ulcers", 2, "Mucosal ulcers: oral or nasal", ("黏膜溃疡", "口腔溃疡", "Oral or nasal mucosal ulcers")),
    ("pleurisy", 2, "Pleurisy: pleuritic chest pain with rub, effusion or pleural thickening",
     ("胸膜炎",)),
    ("pericarditis", 2, "Pericarditis: pericardial pain with rub, effusion, or ECG/echo "
                        "confirmation", ("心包炎",)),
    ("low_complement", 2, "Low complement: C3, C4 or CH50 below the laboratory's lower limit",
     ("低补体", "补体降低")),
    ("increased_dna_binding", 2, "Increased DNA binding above the laboratory's normal range",
     ("抗dsDNA抗体升高", "抗dsDNA抗体阳性", "DNA结合增加", "High DNA binding")),
    ("fever", 1, "Fever > 38 °C, infectious cause excluded", ("发热", "Temp >38°C")),
    ("thrombocytopenia", 1, "Thrombocytopenia < 100 x 10^9/L, drug cause excluded",
     ("血小板减少", "Platelets <100 x 10^9/L")),
    ("leukopenia", 1, "Leukopenia < 3 x 10^9/L, drug cause excluded", ("白细胞减少", "WBC <3 x 10^9/L")),
)
NAMES = tuple(d[0] for d in DESCRIPTORS)
WEIGHTS = {d[0]: d[1] for d in DESCRIPTORS}

BANDS_ZH = ("基本无活动（0-4分）", "中度活动（5-9分）", "高度活动（10-14分）", "极高度活动（≥15分）")
BANDS = ("no_or_mild_activity", "moderate_activity", "high_activity", "very_high_activity")


def sledai_2k(seizure, psychosis, organic_brain_syndrome, visual_disturbance,
              cranial_nerve_disorder, lupus_headache, cva, vasculitis, arthritis, myositis,
              urinary_casts, hematuria, proteinuria, pyuria, rash, alopecia, mucosal_ulcers,
              pleurisy, pericarditis, low_complement, increased_dna_binding, fever,
              thrombocytopenia, leukopenia):
    present = dict(seizure=seizure, psychosis=psychosis,
                   organic_brain_syndrome=organic_brain_syndrome,
                   visual_disturbance=visual_disturbance,
                   cranial_nerve_disorder=cranial_nerve_disorder, lupus_headache=lupus_headache,
                   cva=cva, vasculitis=vasculitis, arthritis=arthritis, myositis=myositis,
                   urinary_casts=urinary_casts, hematuria=hematuria, proteinuria=proteinuria,
                   pyuria=pyuria, rash=rash, alopecia=alopecia, mucosal_ulcers=mucosal_ulcers,
                   pleurisy=pleurisy, pericarditis=pericarditis, low_complement=low_complement,
                   increased_dna_binding=increased_dna_binding, fever=fever,
                   thrombocytopenia=thrombocytopenia, leukopenia=leukopenia)
    total = 0
    points = {}
    for name in NAMES:
        points[name] = WEIGHTS[name] * present[name]
        total = total + points[name]
    cond = [total >= 15, total >= 10, total >= 5]
    return {"value": total, **points,
            "activity": first_true(cond, [BANDS[3], BANDS[2], BANDS[1]], BANDS[0]),
            "grade_zh": first_true(cond, [BANDS_ZH[3], BANDS_ZH[2], BANDS_ZH[1]], BANDS_ZH[0])}


def interpret(score):
    if score >= 15:
        return "SLEDAI-2K >= 15: very high activity (CMedCalc-Bench band 极高度活动)"
    if score >= 10:
        return "SLEDAI-2K 10-14: high activity (高度活动)"
    if score >= 5:
        return "SLEDAI-2K 5-9: moderate activity (中度活动)"
    return "SLEDAI-2K 0-4: no or mild activity"


CALCULATOR = Calculator(
    id="sledai_2k",
    name="SLEDAI-2K (Systemic Lupus Erythematosus Disease Activity Index 2000)",
    aliases=["SLEDAI（系统性红斑狼疮SLE的病情活动程度评分）", "SLEDAI", "SLEDAI-2K",
             "SLE Disease Activity Index", "系统性红斑狼疮病情活动度评分"],
    specialty="general_other",
    description="Lupus activity over the last 10 days: 24 weighted clinical and laboratory "
                "descriptors (8, 4, 2 or 1 point each), 0-105.",
    keywords=["systemic lupus erythematosus", "SLE", "lupus activity", "lupus flare",
              "rheumatology", "系统性红斑狼疮", "狼疮活动", "lupus disease activity", "SLE flare severity",
              "active lupus measure", "lupus treatment response", "lupus organ activity",
              "how active is lupus"],
    features=[Boolean(name=n, description=f"{desc} ({w} points)", labels=labels, absent=False)
              for n, w, desc, labels in DESCRIPTORS],
    versions=[Version("gladman_2002", dt.date(2002, 2, 1), GLADMAN_2002, sledai_2k,
                      notes="SLEDAI-2K weights; descriptors present at the visit or in the "
                            "preceding 10 days.")],
    output=Output(kind="integer", unit="points", description="SLEDAI-2K (0-105); activity band "
                                                            "in the breakdown (grade_zh)",
                  range=(0, 105)),
    interpret=interpret,
    references=[GLADMAN_2002, BOMBARDIER_1992, CMEDCALC_BENCH],
    notes="Weights as in SLEDAI (Bombardier 1992) with the 2K changes (Gladman 2002): rash, "
          "alopecia, mucosal ulcers and proteinuria count whenever present. Each descriptor "
          "counts once however many manifestations it has. The activity bands (0-4, 5-9, 10-14, "
          ">= 15) are not part of the index; their Chinese names follow CMedCalc-Bench's "
          "answers for 5-9, 10-14 and >= 15 (the 0-4 name is ours; 内科学 names the same bands "
          "基本无活动/轻度/中度/重度活动).",
)
