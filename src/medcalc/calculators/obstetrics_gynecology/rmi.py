"""Risk of Malignancy Index (RMI) for an adnexal mass: ultrasound score x menopausal score x
serum CA-125 (Jacobs et al., BJOG 1990; variants RMI II and RMI III)."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Category, Choice, Output, Quantity, Reference
from medcalc.core import Variant, Version
from medcalc.core.vector import where

JACOBS_1990 = Reference(
    "Jacobs I, Oram D, Fairbanks J, Turner J, Frost C, Grudzinskas JG. A risk of malignancy "
    "index incorporating CA 125, ultrasound and menopausal status for the accurate preoperative "
    "diagnosis of ovarian cancer. Br J Obstet Gynaecol. 1990;97(10):922-929.",
    doi="10.1111/j.1471-0528.1990.tb02448.x")
TINGULSTAD_1996 = Reference(
    "Tingulstad S, Hagen B, Skjeldestad FE, et al. Evaluation of a risk of malignancy index "
    "based on serum CA125, ultrasound findings and menopausal status in the pre-operative "
    "diagnosis of pelvic masses. Br J Obstet Gynaecol. 1996;103(8):826-831 (RMI II: U 1 or 4, "
    "M 1 or 4).")
TINGULSTAD_1999 = Reference(
    "Tingulstad S, Hagen B, Skjeldestad FE, Halvorsen T, Nustad K, Onsrud M. The "
    "risk-of-malignancy index to evaluate potential ovarian cancers in local hospitals. Obstet "
    "Gynecol. 1999;93(3):448-452 (RMI III: U 1 or 3, M 1 or 3).")
RCOG_GTG62 = Reference(
    "Royal College of Obstetricians and Gynaecologists. Management of Suspected Ovarian Masses "
    "in Premenopausal Women. Green-top Guideline No. 62, 2011; NICE CG122 (2011): RMI I, "
    "refer to a specialist multidisciplinary team when RMI I >= 250.")
MDCALC = Reference("MDCalc. Risk of Malignancy Index (RMI) for Ovarian Cancer.")

FEATURES_US = (
    ("multilocular", "Multilocular cyst", ("Multiloculated cysts", "Multilocular cysts")),
    ("solid_areas", "Solid areas", ("Solid areas",)),
    ("bilateral", "Bilateral lesions", ("Bilateral lesions",)),
    ("ascites", "Ascites", ("Ascites",)),
    ("metastases", "Intra-abdominal metastases", ("Intra-abdominal metastases",
                                                  "Evidence of metastases")),
)
US_NAMES = tuple(f[0] for f in FEATURES_US)
MENOPAUSE = Category(
    name="menopausal_status", labels=("Menopausal status",),
    description="Menopausal status (postmenopausal: more than 1 year of amenorrhoea, or age "
                "over 50 after hysterectomy)",
    choices=(Choice("premenopausal", "Premenopausal", 0, aliases=("pre",)),
             Choice("postmenopausal", "Postmenopausal", 1, aliases=("post",))))


def _rmi(u_none, u_one, u_many, m_pre, m_post):
    def compute(multilocular, solid_areas, bilateral, ascites, metastases, menopausal_status,
                ca125):
        n = (multilocular * 1 + solid_areas * 1 + bilateral * 1 + ascites * 1
             + metastases * 1)
        u = where(n >= 2, u_many, where(n == 1, u_one, u_none))
        m = where(menopausal_status == 1, m_post, m_pre)
        return {"value": u * m * ca125, "ultrasound_features": n, "ultrasound_score": u,
                "menopausal_score": m}
    return compute


def interpret(value):
    if value >= 200:
        return ("high risk (RMI >= 200, Jacobs 1990 cut-off; sensitivity 85%, specificity 97% "
                "for ovarian cancer in the derivation): refer to gynaecological oncology")
    return "low risk (RMI < 200, Jacobs 1990 cut-off)"


CALCULATOR = Calculator(
    id="rmi",
    name="Risk of Malignancy Index (RMI) for Ovarian Cancer",
    aliases=["RMI", "Risk of Malignancy Index", "RMI I", "Jacobs RMI", "Ovarian RMI"],
    specialty="obstetrics_gynecology",
    description=("Preoperative risk of malignancy of an adnexal mass: ultrasound score (U) x "
                 "menopausal score (M) x serum CA-125 (U/mL)."),
    keywords=["ovarian cancer", "adnexal mass", "pelvic mass", "CA-125", "ultrasound",
              "gynaecological oncology referral", "ovarian mass cancer risk",
              "pelvic mass malignancy CA-125", "refer ovarian mass to oncologist",
              "adnexal mass malignancy index", "benign versus malignant ovarian cyst",
              "ovarian cancer likelihood preoperative"],
    features=[*(Boolean(name=n, description=f"Ultrasound: {label.lower()}", labels=labels)
                for n, label, labels in FEATURES_US),
              MENOPAUSE,
              Quantity(name="ca125", unit="U/mL", units=("U/mL", "kU/L"), range=(0.0, 100000.0),
                       labels=("Serum CA-125", "CA-125", "CA 125"),
                       description="Serum CA-125, U/mL (= kU/L)")],
    variants=[Variant("rmi_i", "RMI I (Jacobs 1990): U 0/1/3, M 1/3", JACOBS_1990),
              Variant("rmi_ii", "RMI II (Tingulstad 1996): U 1/4, M 1/4", TINGULSTAD_1996),
              Variant("rmi_iii", "RMI III (Tingulstad 1999): U 1/3, M 1/3", TINGULSTAD_1999)],
    versions=[Version("jacobs_1990", dt.date(1990, 10, 1), JACOBS_1990, _rmi(0, 1, 3, 1, 3),
                      variant="rmi_i",
                      notes="U = 0 (no feature), 1 (one), 3 (two or more); M = 1 premenopausal, "
                            "3 postmenopausal; RMI = U x M x CA-125."),
              Version("tingulstad_1996", dt.date(1996, 8, 1), TINGULSTAD_1996,
                      _rmi(1, 1, 4, 1, 4), variant="rmi_ii",
                      notes="U = 1 (0-1 feature), 4 (>= 2); M = 1 or 4."),
              Version("tingulstad_1999", dt.date(1999, 3, 1), TINGULSTAD_1999,
                      _rmi(1, 1, 3, 1, 3), variant="rmi_iii",
                      notes="U = 1 (0-1 feature), 3 (>= 2); M = 1 or 3.")],
    default_version="jacobs_1990",
    output=Output(kind="number", unit="points", decimals=0, range=(0.0, float("inf"))),
    interpret=interpret,
    references=[JACOBS_1990, TINGULSTAD_1996, TINGULSTAD_1999, RCOG_GTG62, MDCALC],
    notes=("Default RMI I (Jacobs 1990), as MDCalc. Ultrasound features (one point each toward "
           "U): multilocular cyst, solid areas, bilateral lesions, ascites, intra-abdominal "
           "metastases. The interpretation uses Jacobs' cut-off of 200; NICE CG122 and RCOG "
           "GTG 62 use RMI I >= 250 for referral to a specialist team. RMI II and RMI III are "
           "variants (chosen explicitly); the interpretation's 200 cut-off is the one proposed "
           "for RMI I, II and III alike. CA-125 in U/mL (= kU/L)."),
)
