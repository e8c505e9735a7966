"""Hepatocellular carcinoma TNM staging, AJCC Cancer Staging Manual 8th edition: prognostic stage
group from the T, N and M categories."""

import datetime as dt

from medcalc.core import Calculator, Category, Choice, Output, Precondition, Reference, Version
from medcalc.formulas.oncology_w3a import one_of, stage_group

AJCC_8 = Reference(
    "Abou-Alfa GK, Pawlik TM, Shindoh J, Vauthey JN, et al. Liver. In: Amin MB, Edge SB, "
    "Greene FL, et al., eds. AJCC Cancer Staging Manual. 8th ed. New York: Springer; 2017: "
    "chapter 22 (effective for cases diagnosed from 1 January 2018).",
    doi="10.1007/978-3-319-40618-3")
MDCALC = Reference("MDCalc. Hepatocellular Carcinoma TNM Staging.")

T = Category(
    name="t_category", description="Primary tumour (T), AJCC 8th edition",
    labels=("Primary Tumour (T)", "Primary Tumor (T)", "Primary tumour", "T"),
    choices=(
        Choice("TX", "TX: primary tumour cannot be assessed"),
        Choice("T0", "T0: no evidence of primary tumour"),
        Choice("T1a", "T1a: solitary tumour <= 2 cm", aliases=(
            "T1a (solitary tumor ≤2 cm)",)),
        Choice("T1b", "T1b: solitary tumour > 2 cm without vascular invasion", aliases=(
            "T1b (solitary tumor >2 cm, no vascular invasion)",
            "T1b (solitary tumor >2 cm without vascular invasion)")),
        Choice("T2", "T2: solitary tumour > 2 cm with vascular invasion, or multiple tumours, "
                     "none > 5 cm"),
        Choice("T3", "T3: multiple tumours, at least one > 5 cm"),
        Choice("T4", "T4: tumour(s) involving a major branch of the portal or hepatic vein, or "
                     "directly invading adjacent organs other than the gallbladder, or "
                     "perforating the visceral peritoneum"),
    ))
N = Category(
    name="n_category", description="Regional lymph nodes (N), AJCC 8th edition",
    labels=("Regional Lymph Nodes (N)", "Regional lymph nodes", "N"),
    choices=(
        Choice("NX", "NX: regional lymph nodes cannot be assessed"),
        Choice("N0", "N0: no regional lymph node metastasis", aliases=(
            "N0 (no regional lymph node involvement)", "N0 (no regional lymph node metastasis)")),
        Choice("N1", "N1: regional lymph node metastasis"),
    ))
M = Category(
    name="m_category", description="Distant metastasis (M), AJCC 8th edition",
    labels=("Distant Metastasis (M)", "Distant metastasis", "M"),
    choices=(
        Choice("M0", "M0: no distant metastasis", aliases=("M0 (no distant metastasis)",)),
        Choice("M1", "M1: distant metastasis"),
    ))

# AJCC 8th edition, liver (HCC) prognostic stage groups: (T, N, M, stage); None = any.
STAGE_TABLE = (
    (None, None, ("M1",), "IVB"),
    (None, ("N1",), ("M0",), "IVA"),
    (("T1a",), ("N0",), ("M0",), "IA"),
    (("T1b",), ("N0",), ("M0",), "IB"),
    (("T2",), ("N0",), ("M0",), "II"),
    (("T3",), ("N0",), ("M0",), "IIIA"),
    (("T4",), ("N0",), ("M0",), "IIIB"),
)


def hcc_stage(t_category, n_category, m_category):
    return stage_group(t_category, n_category, m_category, STAGE_TABLE, "no stage group")


def stageable(t_category, n_category, m_category):
    return ((m_category == "M1") | (n_category == "N1")
            | (one_of(t_category, ("T1a", "T1b", "T2", "T3", "T4")) & (n_category == "N0")))


MEANING = {"IA": "stage IA (T1a N0 M0)", "IB": "stage IB (T1b N0 M0)",
           "II": "stage II (T2 N0 M0)", "IIIA": "stage IIIA (T3 N0 M0)",
           "IIIB": "stage IIIB (T4 N0 M0)", "IVA": "stage IVA (any T, N1, M0)",
           "IVB": "stage IVB (any T, any N, M1)"}


def interpret(value):
    return "AJCC 8th prognostic stage group: " + MEANING.get(value, str(value))


CALCULATOR = Calculator(
    id="hepatocellular_carcinoma_tnm_staging",
    name="Hepatocellular Carcinoma TNM Staging",
    aliases=["HCC TNM staging", "Liver cancer TNM staging", "AJCC hepatocellular carcinoma "
             "staging", "Hepatocellular carcinoma AJCC stage"],
    specialty="oncology",
    description="AJCC 8th edition prognostic stage group (IA-IVB) of hepatocellular carcinoma "
                "from the T, N and M categories.",
    keywords=["hepatocellular carcinoma", "HCC", "liver cancer", "TNM", "AJCC", "staging",
              "stage of liver cancer", "primary liver cancer TNM stage", "HCC anatomic stage",
              "tumor node metastasis stage liver", "extent of hepatocellular tumor",
              "hepatoma stage group"],
    features=[T, N, M],
    versions=[Version("ajcc_8th", dt.date(2018, 1, 1), AJCC_8, hcc_stage,
                      notes="IA T1a N0 M0; IB T1b N0 M0; II T2 N0 M0; IIIA T3 N0 M0; IIIB T4 N0 "
                            "M0; IVA any T N1 M0; IVB any T any N M1.")],
    preconditions=[Precondition(stageable, "AJCC 8th has no stage group for TX/T0 or NX "
                                           "unless N1 or M1 is present")],
    output=Output(kind="category", description="AJCC 8th prognostic stage group"),
    interpret=interpret,
    references=[AJCC_8, MDCALC],
    notes="AJCC 8th edition (effective 2018-01-01), the edition MDCalc uses. T0/TX or NX "
          "without N1 or M1 has no stage group (NA not_applicable). Fibrosis score is "
          "recorded by AJCC but does not change the stage group.",
)
