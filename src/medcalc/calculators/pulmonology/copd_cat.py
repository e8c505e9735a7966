"""COPD Assessment Test (CAT): registered as unavailable (copyrighted questionnaire)."""

from medcalc.core import Reference, UnavailableCalculator

JONES_2009 = Reference(
    "Jones PW, Harding G, Berry P, Wiklund I, Chen WH, Kline Leidy N. Development and first "
    "validation of the COPD Assessment Test. Eur Respir J. 2009;34(3):648-654.",
    doi="10.1183/09031936.00102509")

CALCULATOR = UnavailableCalculator(
    id="copd_cat",
    name="COPD Assessment Test (CAT)",
    aliases=["CAT", "COPD Assessment Test"],
    specialty="pulmonology",
    description="Eight-item patient questionnaire (0-40) of the impact of COPD on daily life.",
    keywords=["COPD", "symptom burden", "quality of life", "GOLD group", "questionnaire"],
    owner="GSK (GlaxoSmithKline); administered with the CAT Governance Board (GSK, GOLD, COPD "
          "Foundation)",
    reason="The CAT items and their wording are copyrighted by GSK (CAT is a GSK trademark, "
           "(c) 2009 GSK, all rights reserved) and are used under GSK's terms of use; this "
           "library does not reproduce the questionnaire text. A user who holds the form can "
           "add up the eight item scores (0-5 each) themselves.",
    alternatives=["mrc_dyspnoea_scale", "bode_index_copd"],
    references=[JONES_2009],
    notes="GOLD uses either the CAT (>= 10) or the mMRC dyspnoea grade (>= 2) to classify symptom "
          "burden; the mMRC scale is the open alternative for that decision.",
)
