"""Cervical cancer TNM staging, AJCC Cancer Staging Manual 8th edition (FIGO 2008/2009
correspondence): prognostic stage group from the T, N and M categories."""

import datetime as dt

from medcalc.core import Calculator, Category, Choice, Output, Precondition, Reference, Version
from medcalc.formulas.oncology_w3a import one_of, stage_group

AJCC_8 = Reference(
    "Olawaiye AB, Mutch DG, Bhosale P, et al. Cervix uteri. In: Amin MB, Edge SB, Greene FL, et "
    "al., eds. AJCC Cancer Staging Manual. 8th ed. New York: Springer; 2017: chapter 52 "
    "(effective for cases diagnosed from 1 January 2018).", doi="10.1007/978-3-319-40618-3")
FIGO_2009 = Reference(
    "Pecorelli S. Revised FIGO staging for carcinoma of the vulva, cervix, and endometrium. Int "
    "J Gynaecol Obstet. 2009;105(2):103-104.", doi="10.1016/j.ijgo.2009.02.012")
MDCALC = Reference("MDCalc. Cervical Cancer TNM Staging.")

T_CODES = ("T1", "T1a", "T1a1", "T1a2", "T1b", "T1b1", "T1b2", "T2", "T2a", "T2a1", "T2a2",
           "T2b", "T3", "T3a", "T3b", "T4")
T = Category(
    name="t_category", description="Primary tumour (T), AJCC 8th edition (FIGO 2009)",
    labels=("Primary Tumour (T)", "Primary Tumor (T)", "Primary tumour", "T"),
    choices=(
        Choice("TX", "TX: primary tumour cannot be assessed"),
        Choice("T0", "T0: no evidence of primary tumour"),
        Choice("T1", "T1 (FIGO I): carcinoma confined to the cervix"),
        Choice("T1a", "T1a (IA): invasive carcinoma diagnosed only by microscopy, stromal "
                      "invasion <= 5 mm deep and <= 7 mm wide"),
        Choice("T1a1", "T1a1 (IA1): stromal invasion <= 3 mm deep and <= 7 mm wide"),
        Choice("T1a2", "T1a2 (IA2): stromal invasion > 3 mm and <= 5 mm deep, <= 7 mm wide"),
        Choice("T1b", "T1b (IB): clinically visible lesion confined to the cervix, or "
                      "microscopic lesion larger than T1a2"),
        Choice("T1b1", "T1b1 (IB1): clinically visible lesion <= 4 cm"),
        Choice("T1b2", "T1b2 (IB2): clinically visible lesion > 4 cm"),
        Choice("T2", "T2 (II): beyond the uterus but not to the pelvic wall or lower third of "
                     "the vagina"),
        Choice("T2a", "T2a (IIA): without parametrial invasion"),
        Choice("T2a1", "T2a1 (IIA1): without parametrial invasion, lesion <= 4 cm"),
        Choice("T2a2", "T2a2 (IIA2): without parametrial invasion, lesion > 4 cm"),
        Choice("T2b", "T2b (IIB): with parametrial invasion"),
        Choice("T3", "T3 (III): extends to the pelvic wall and/or lower third of the vagina "
                     "and/or causes hydronephrosis or a non-functioning kidney"),
        Choice("T3a", "T3a (IIIA): lower third of the vagina, not the pelvic wall"),
        Choice("T3b", "T3b (IIIB): pelvic wall and/or hydronephrosis or non-functioning kidney"),
        Choice("T4", "T4 (IVA): invades the mucosa of the bladder or rectum and/or extends "
                     "beyond the true pelvis"),
    ))
N = Category(
    name="n_category", description="Regional lymph nodes (N), AJCC 8th edition",
    labels=("Regional Lymph Nodes (N)", "Regional lymph nodes", "N"),
    choices=(
        Choice("NX", "NX: regional lymph nodes cannot be assessed"),
        Choice("N0", "N0: no regional lymph node metastasis"),
        Choice("N0(i+)", "N0(i+): isolated tumour cells <= 0.2 mm in regional node(s)",
               aliases=("N0 i+",)),
        Choice("N1", "N1: regional lymph node metastasis"),
    ))
M = Category(
    name="m_category", description="Distant metastasis (M), AJCC 8th edition",
    labels=("Distant Metastasis (M)", "Distant metastasis", "M"),
    choices=(
        Choice("M0", "M0: no distant metastasis"),
        Choice("M1", "M1: distant metastasis (including peritoneal spread, supraclavicular, "
                     "mediastinal or para-aortic nodes, lung, liver or bone)"),
    ))

N0 = ("N0", "N0(i+)")
M0 = ("M0",)
# AJCC 8th edition, cervix uteri, prognostic stage groups: (T, N, M, stage); None = any.
STAGE_TABLE = (
    (None, None, ("M1",), "IVB"),
    (("T4",), None, M0, "IVA"),
    (("T3b",), None, M0, "IIIB"),
    (T_CODES, ("N1",), M0, "IIIB"),
    (("T1",), N0, M0, "I"),
    (("T1a",), N0, M0, "IA"),
    (("T1a1",), N0, M0, "IA1"),
    (("T1a2",), N0, M0, "IA2"),
    (("T1b",), N0, M0, "IB"),
    (("T1b1",), N0, M0, "IB1"),
    (("T1b2",), N0, M0, "IB2"),
    (("T2",), N0, M0, "II"),
    (("T2a",), N0, M0, "IIA"),
    (("T2a1",), N0, M0, "IIA1"),
    (("T2a2",), N0, M0, "IIA2"),
    (("T2b",), N0, M0, "IIB"),
    (("T3",), N0, M0, "III"),
    (("T3a",), N0, M0, "IIIA"),
)


def cervix_stage(t_category, n_category, m_category):
    return stage_group(t_category, n_category, m_category, STAGE_TABLE, "no stage group")


def stageable(t_category, n_category, m_category):
    return ((m_category == "M1") | (t_category == "T4") | (t_category == "T3b")
            | (one_of(t_category, T_CODES) & one_of(n_category, ("N0", "N0(i+)", "N1"))))


def interpret(value):
    return f"AJCC 8th prognostic stage group {value} (FIGO 2009 stage {value})"


CALCULATOR = Calculator(
    id="cervical_cancer_tnm_staging",
    name="Cervical Cancer TNM Staging",
    aliases=["Cervical cancer staging", "Cervix uteri TNM staging", "AJCC cervical cancer "
             "stage"],
    specialty="oncology",
    description="AJCC 8th edition prognostic stage group (I-IVB) of carcinoma of the cervix "
                "from the T, N and M categories.",
    keywords=["cervical cancer", "cervix", "TNM", "AJCC", "FIGO", "staging", "gynecologic oncology",
              "stage of cervical cancer", "cervix carcinoma stage group",
              "TNM stage for cervix cancer", "extent of cervical cancer spread",
              "cervical tumor nodes metastasis stage", "prognostic stage cervix uteri"],
    features=[T, N, M],
    versions=[Version("ajcc_8th", dt.date(2018, 1, 1), AJCC_8, cervix_stage,
                      notes="Stage follows T when N0 M0 (T1a1 -> IA1 ... T3a -> IIIA); T3b any N "
                            "M0 -> IIIB; T1-T3 N1 M0 -> IIIB; T4 any N M0 -> IVA; M1 -> IVB.")],
    preconditions=[Precondition(stageable, "AJCC 8th has no stage group for TX/T0, or NX "
                                           "below T3b, without M1")],
    output=Output(kind="category", description="AJCC 8th prognostic stage group"),
    interpret=interpret,
    references=[AJCC_8, FIGO_2009, MDCALC],
    notes="AJCC 8th edition, whose T categories and stage groups follow FIGO 2009 (regional "
          "node metastasis upstages T1-T3 to IIIB). The later FIGO 2018 / AJCC version 9 "
          "(2021) staging (IB1-IB3, IIIC1/IIIC2 for pelvic/para-aortic nodes) is not "
          "implemented here. N0(i+) counts as N0. MDCalc's page reports the AJCC 8th "
          "prognostic stage group.",
)
