"""Forrest classification of peptic ulcer bleeding (Forrest分级): the endoscopic stigma of
recent haemorrhage, Ia-III."""

import datetime as dt

from medcalc.core import Calculator, Category, Choice, Output, Reference, Version
from medcalc.formulas.cmedcalc import pick

FORREST_1974 = Reference(
    "Forrest JA, Finlayson ND, Shearman DJ. Endoscopy in gastrointestinal bleeding. Lancet. "
    "1974;2(7877):394-397 (active bleeding, signs of recent bleeding, no stigmata).")
LAINE_1994 = Reference(
    "Laine L, Peterson WL. Bleeding peptic ulcer. N Engl J Med. 1994;331(11):717-727 (stigmata "
    "and rebleeding risk: active spurting, non-bleeding visible vessel, adherent clot, flat "
    "pigmented spot, clean base).")
GRALNEK_2021 = Reference(
    "Gralnek IM, Stanley AJ, Morris AJ, et al. Endoscopic diagnosis and management of "
    "nonvariceal upper gastrointestinal hemorrhage (NVUGIH): European Society of "
    "Gastrointestinal Endoscopy (ESGE) Guideline - Update 2021. Endoscopy. 2021;53(3):300-332.")

CLASSES = {
    "spurting": ("Ia", "Ia级", "Active spurting (arterial) bleeding (喷射样出血)",
                 ("arterial spurting", "spurting bleeding", "喷射样出血", "动脉喷射状出血",
                  "喷血", "Forrest Ia", "Ⅰa级", "Ia级")),
    "oozing": ("Ib", "Ib级", "Active oozing bleeding (活动性渗血)",
               ("oozing bleeding", "活动性渗血", "渗血", "Forrest Ib", "Ⅰb级", "Ib级")),
    "visible_vessel": ("IIa", "IIa级", "Non-bleeding visible vessel (裸露血管)",
                       ("non-bleeding visible vessel", "NBVV", "visible vessel", "裸露血管",
                        "血管残端", "血管断端", "Forrest IIa", "Ⅱa级", "IIa级")),
    "adherent_clot": ("IIb", "IIb级", "Adherent clot (附着血凝块)",
                      ("clot", "附着血凝块", "血凝块附着", "Forrest IIb", "Ⅱb级", "IIb级")),
    "flat_pigmented_spot": ("IIc", "IIc级", "Flat pigmented (haematin-covered) spot (黑色基底)",
                            ("pigmented spot", "haematin", "hematin", "黑色基底", "平坦色素斑",
                             "Forrest IIc", "Ⅱc级", "IIc级")),
    "clean_base": ("III", "III级", "Clean ulcer base, no stigmata (基底洁净)",
                   ("clean base", "no stigmata", "基底洁净", "白苔", "Forrest III", "Ⅲ级",
                    "III级")),
}
RISK = {"spurting": "high", "oozing": "high", "visible_vessel": "high",
        "adherent_clot": "high", "flat_pigmented_spot": "low", "clean_base": "low"}

STIGMA = Category(
    name="stigma",
    description="Highest-risk endoscopic finding of the ulcer at the index endoscopy, before "
                "any endoscopic treatment",
    labels=("内镜所见", "溃疡基底"),
    choices=tuple(Choice(k, label, aliases=al) for k, (_, _, label, al) in CLASSES.items()),
)


def forrest(stigma):
    return {"value": pick(stigma, {k: v[0] for k, v in CLASSES.items()}, "III"),
            "grade_zh": pick(stigma, {k: v[1] for k, v in CLASSES.items()}, "III级"),
            "stigma_risk": pick(stigma, RISK, "low")}


def interpret(cls):
    if cls in ("Ia", "Ib", "IIa"):
        return (f"Forrest {cls}: high-risk stigma; endoscopic haemostasis indicated (ESGE 2021)")
    if cls == "IIb":
        return ("Forrest IIb: adherent clot; consider clot removal and treatment of the "
                "underlying lesion (ESGE 2021)")
    return f"Forrest {cls}: low-risk stigma; endoscopic therapy not needed (ESGE 2021)"


CALCULATOR = Calculator(
    id="forrest_classification",
    name="Forrest Classification of Upper GI (Peptic Ulcer) Bleeding",
    aliases=["Forrest分级（消化道出血）", "Forrest分级", "Forrest classification",
             "Forrest grade", "Forrest分类"],
    specialty="gastroenterology_hepatology",
    description="Endoscopic stigma of recent haemorrhage in a bleeding peptic ulcer: Ia spurting, "
                "Ib oozing, IIa visible vessel, IIb adherent clot, IIc pigmented spot, III clean "
                "base.",
    keywords=["peptic ulcer bleeding", "upper GI bleeding", "endoscopy", "rebleeding",
              "stigmata of recent haemorrhage", "消化道出血", "溃疡出血",
              "endoscopic appearance of bleeding ulcer", "ulcer rebleeding risk at endoscopy",
              "need for endoscopic hemostasis", "visible vessel or clot on ulcer",
              "active ulcer bleeding grade", "ulcer stigmata classification"],
    features=[STIGMA],
    versions=[Version("forrest_1974", dt.date(1974, 8, 17), FORREST_1974, forrest,
                      notes="Forrest 1974's three groups (I active, II recent, III none) with "
                            "the subclasses in general use (Ia/Ib; IIa/IIb/IIc).")],
    output=Output(kind="category", description="Ia, Ib, IIa, IIb, IIc or III (grade_zh: "
                                               "'IIa级')"),
    interpret=interpret,
    references=[FORREST_1974, LAINE_1994, GRALNEK_2021],
    notes="Forrest 1974 defined I active bleeding, II signs of recent bleeding and III lesion "
          "without stigmata; the subclasses (Ia spurting, Ib oozing; IIa visible vessel, IIb "
          "adherent clot, IIc flat pigmented spot) are the form used in guidelines (Laine & "
          "Peterson 1994, ESGE 2021). Classify the highest-risk stigma seen at the first "
          "endoscopy, before treatment (bleeding provoked by the endoscopist does not "
          "upgrade it). grade_zh uses ASCII Roman numerals ('IIa级'); CMedCalc-Bench's gold "
          "answers mix 'Ⅰa级' and 'IIa级'.",
)
