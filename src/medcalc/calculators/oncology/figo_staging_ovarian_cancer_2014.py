"""FIGO 2014 staging of cancer of the ovary, fallopian tube and peritoneum (Prat, Int J Gynaecol
Obstet 2014): the stage from the extent of disease."""

import datetime as dt

from medcalc.core import Calculator, Category, Choice, Output, Precondition, Reference, Version
from medcalc.formulas.cmedcalc import pick

PRAT_2014 = Reference(
    "Prat J; FIGO Committee on Gynecologic Oncology. Staging classification for cancer of the "
    "ovary, fallopian tube, and peritoneum. Int J Gynaecol Obstet. 2014;124(1):1-5.",
    doi="10.1016/j.ijgo.2013.10.001", url="https://pubmed.ncbi.nlm.nih.gov/24219974/")
MDCALC = Reference("MDCalc. FIGO Staging for Ovarian Cancer (2014).")

# extent key -> (stage, location, label in our words, aliases incl. MDCalc's option wording)
EXTENT = {
    "one_ovary_intact": ("IA", "ovaries", "Limited to one ovary (or tube): capsule intact, no "
                         "surface tumour, negative washings",
                         ("Tumor limited to 1 ovary, capsule intact, no tumor on surface, "
                          "negative washings", "IA", "Stage IA")),
    "both_ovaries_intact": ("IB", "ovaries", "Both ovaries (or tubes), otherwise as IA",
                            ("Tumor involves both ovaries otherwise like IA",
                             "Tumor involves both ovaries, otherwise like IA", "IB",
                             "Stage IB")),
    "surgical_spill": ("IC1", "ovaries", "One or both ovaries with surgical spill",
                       ("Tumor limited to 1 or both ovaries with surgical spill", "IC1",
                        "Surgical spill")),
    "capsule_rupture_or_surface": ("IC2", "ovaries", "One or both ovaries with capsule ruptured "
                                   "before surgery or tumour on the ovarian or tubal surface",
                                   ("Tumor limited to 1 or both ovaries with capsule rupture "
                                    "before surgery or tumor on ovarian surface", "IC2")),
    "malignant_ascites_or_washings": ("IC3", "ovaries", "One or both ovaries with malignant "
                                      "cells in the ascites or peritoneal washings",
                                      ("Tumor limited to 1 or both ovaries with malignant cells "
                                       "in the ascites or peritoneal washings", "IC3")),
    "uterus_or_tubes": ("IIA", "pelvis", "Extension and/or implants on the uterus and/or "
                        "fallopian tubes (and/or ovaries)",
                        ("Extension and/or implant on uterus and/or fallopian tubes", "IIA")),
    "other_pelvic_tissue": ("IIB", "pelvis", "Extension to other pelvic intraperitoneal "
                            "tissues", ("Extension to other pelvic intraperitoneal tissues",
                                        "IIB")),
    "nodes_only_le_10mm": ("IIIA1(i)", "abdomen", "Positive retroperitoneal lymph nodes only, "
                           "metastasis <= 10 mm in greatest dimension",
                           ("Positive retroperitoneal lymph nodes only, metastasis ≤10 mm",
                            "IIIA1(i)", "IIIA1i")),
    "nodes_only_gt_10mm": ("IIIA1(ii)", "abdomen", "Positive retroperitoneal lymph nodes only, "
                           "metastasis > 10 mm in greatest dimension",
                           ("Positive retroperitoneal lymph nodes only, metastasis >10 mm",
                            "IIIA1(ii)", "IIIA1ii")),
    "microscopic_extrapelvic_peritoneal": ("IIIA2", "abdomen", "Microscopic extrapelvic "
                                           "(above the pelvic brim) peritoneal involvement, with "
                                           "or without positive retroperitoneal nodes",
                                           ("Microscopic extrapelvic peritoneal involvement "
                                            "± positive retroperitoneal lymph nodes", "IIIA2")),
    "macroscopic_peritoneal_le_2cm": ("IIIB", "abdomen", "Macroscopic extrapelvic peritoneal "
                                      "metastasis <= 2 cm, with or without positive "
                                      "retroperitoneal nodes (includes liver/spleen capsule)",
                                      ("Macroscopic, extrapelvic, peritoneal metastasis ≤2 cm "
                                       "± positive retroperitoneal lymph nodes", "IIIB")),
    "macroscopic_peritoneal_gt_2cm": ("IIIC", "abdomen", "Macroscopic extrapelvic peritoneal "
                                      "metastasis > 2 cm, with or without positive "
                                      "retroperitoneal nodes (includes liver/spleen capsule)",
                                      ("Macroscopic, extrapelvic, peritoneal metastasis >2 cm "
                                       "± positive retroperitoneal lymph nodes", "IIIC")),
    "pleural_effusion_cytology": ("IVA", "distant", "Pleural effusion with positive cytology",
                                  ("Pleural effusion with positive cytology", "IVA")),
    "parenchymal_or_extra_abdominal": ("IVB", "distant", "Parenchymal (liver, spleen) "
                                       "metastases and metastases to extra-abdominal organs, "
                                       "including inguinal and extra-abdominal lymph nodes and "
                                       "transmural bowel involvement",
                                       ("Hepatic and/or splenic parenchymal metastasis, "
                                        "metastasis to extra-abdominal organs", "IVB")),
}

LOCATION = Category(
    name="tumor_location", description="Where the tumour extends (the FIGO stage number)",
    labels=("Tumor location", "Tumour location", "Location"),
    required=False, default="not_given",
    choices=(
        Choice("not_given", "Not given (the extent decides)"),
        Choice("ovaries", "Confined to the ovaries or fallopian tubes (stage I)",
               aliases=("Tumor confined to ovaries", "Tumor confined to ovaries or fallopian "
                        "tube(s)", "Stage I")),
        Choice("pelvis", "One or both ovaries or tubes with pelvic extension, or primary "
                         "peritoneal cancer (stage II)",
               aliases=("Tumor involves 1 or both ovaries with pelvic extension",
                        "Pelvic extension", "Stage II")),
        Choice("abdomen", "Spread to the peritoneum outside the pelvis and/or retroperitoneal "
                          "lymph nodes (stage III)",
               aliases=("Tumor involves 1 or both ovaries with cytologically or histologically "
                        "confirmed spread to the peritoneum outside the pelvis and/or "
                        "metastasis to the retroperitoneal lymph nodes", "Stage III")),
        Choice("distant", "Distant metastasis excluding peritoneal metastases (stage IV)",
               aliases=("Distant metastasis excluding peritoneal metastases", "Stage IV")),
    ))
EXTENT_FEATURE = Category(
    name="extent", description="Extent of disease (the FIGO 2014 sub-stage)",
    labels=("Tumor confined to ovaries", "Tumor involves 1 or both ovaries with pelvic "
            "extension", "Pelvic extension", "Spread to the peritoneum outside the pelvis",
            "Distant metastasis", "Distant metastasis excluding peritoneal metastases",
            "Extent", "FIGO stage"),
    choices=tuple(Choice(k, label, aliases=al) for k, (_, _, label, al) in EXTENT.items()),
)


def figo_stage(extent):
    return pick(extent, {k: v[0] for k, v in EXTENT.items()}, "")


def consistent(tumor_location, extent):
    where_ = pick(extent, {k: v[1] for k, v in EXTENT.items()}, "")
    return (tumor_location == "not_given") | (tumor_location == where_)


def interpret(value):
    return f"FIGO 2014 stage {value}"


CALCULATOR = Calculator(
    id="figo_staging_ovarian_cancer_2014",
    name="FIGO Staging for Ovarian Cancer (2014)",
    aliases=["FIGO ovarian cancer staging", "FIGO 2014 ovarian", "Ovarian cancer FIGO stage",
             "FIGO staging of ovarian, fallopian tube and peritoneal cancer"],
    specialty="oncology",
    description="FIGO 2014 stage (IA-IVB) of cancer of the ovary, fallopian tube or peritoneum "
                "from the extent of disease.",
    keywords=["ovarian cancer", "fallopian tube cancer", "primary peritoneal cancer", "FIGO",
              "staging", "gynecologic oncology", "stage of ovarian cancer",
              "fallopian tube cancer stage", "primary peritoneal cancer stage",
              "surgical stage of ovarian carcinoma", "extent of ovarian tumor spread",
              "gynecologic stage of adnexal cancer"],
    features=[LOCATION, EXTENT_FEATURE],
    versions=[Version("figo_2014", dt.date(2014, 1, 1), PRAT_2014, figo_stage,
                      notes="Stage I (IA, IB, IC1-IC3) confined to ovaries/tubes; II (IIA, IIB) "
                            "pelvic extension; III (IIIA1(i), IIIA1(ii), IIIA2, IIIB, IIIC) "
                            "peritoneum outside the pelvis and/or retroperitoneal nodes; IV "
                            "(IVA pleural effusion with positive cytology, IVB parenchymal or "
                            "extra-abdominal metastases).")],
    preconditions=[Precondition(consistent, "the tumour location given does not match the "
                                            "extent of disease given")],
    output=Output(kind="category", description="FIGO 2014 stage"),
    interpret=interpret,
    references=[PRAT_2014, MDCALC],
    notes="FIGO 2014 (Prat 2014; effective January 2014), the edition MDCalc implements. The "
          "extent of disease alone fixes the stage; MDCalc's first question (tumour location) "
          "is accepted and must agree with it (else NA not_applicable). Stage descriptions "
          "are paraphrased.",
)
