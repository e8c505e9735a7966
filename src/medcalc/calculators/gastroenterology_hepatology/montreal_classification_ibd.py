"""Montreal classification of inflammatory bowel disease (Silverberg et al., Can J Gastroenterol
2005; Satsangi et al., Gut 2006): Crohn's disease by age at diagnosis (A), location (L) and
behaviour (B, perianal modifier p); ulcerative colitis by extent (E) and severity (S)."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Category, Choice, Output, Precondition, Reference, Version
from medcalc.core.vector import where

SILVERBERG_2005 = Reference(
    "Silverberg MS, Satsangi J, Ahmad T, et al. Toward an integrated clinical, molecular and "
    "serological classification of inflammatory bowel disease: report of a Working Party of the "
    "2005 Montreal World Congress of Gastroenterology. Can J Gastroenterol. 2005;19 Suppl "
    "A:5A-36A.", doi="10.1155/2005/269076", url="https://pubmed.ncbi.nlm.nih.gov/16151544/")
SATSANGI_2006 = Reference(
    "Satsangi J, Silverberg MS, Vermeire S, Colombel JF. The Montreal classification of "
    "inflammatory bowel disease: controversies, consensus, and implications. Gut. "
    "2006;55(6):749-753.", doi="10.1136/gut.2005.082909")
MDCALC = Reference("MDCalc. Montreal Classification for Inflammatory Bowel Disease (IBD).")

UC, CD = "uc", "cd"
IBD_TYPE = Category(
    name="ibd_type", labels=("Type of IBD",), description="Type of inflammatory bowel disease",
    choices=(Choice(UC, "Ulcerative colitis", aliases=("UC",)),
             Choice(CD, "Crohn's disease", aliases=("CD", "Crohn disease", "Crohns disease"))))
EXTENT = Category(
    name="uc_extent", labels=("Extent (UC)", "Extent"), required=False, default="",
    description="Ulcerative colitis: maximal macroscopic extent at colonoscopy",
    choices=(
        Choice("E1", "E1 - Ulcerative proctitis: involvement limited to the rectum",
               aliases=("E1", "Ulcerative proctitis", "proctitis")),
        Choice("E2", "E2 - Left-sided (distal) UC: distal to the splenic flexure",
               aliases=("E2", "Left-sided UC", "distal UC", "left-sided colitis",
                        "E2 – Left-sided UC (also known as distal UC): involvement limited to "
                        "the portion of the colorectum distal to the splenic flexure")),
        Choice("E3", "E3 - Extensive UC (pancolitis): proximal to the splenic flexure",
               aliases=("E3", "Extensive UC", "pancolitis", "extensive colitis")),
    ))
SEVERITY = Category(
    name="uc_severity", labels=("Severity (UC)", "Severity"), required=False, default="",
    description="Ulcerative colitis: severity of the current relapse",
    choices=(
        Choice("S0", "S0 - Clinical remission", aliases=("S0", "remission", "clinical remission")),
        Choice("S1", "S1 - Mild UC: <= 4 stools/day (with or without blood), no systemic "
                     "illness, normal inflammatory markers", aliases=("S1", "Mild UC", "mild")),
        Choice("S2", "S2 - Moderate UC: > 4 stools/day with minimal signs of systemic toxicity",
               aliases=("S2", "Moderate UC", "moderate")),
        Choice("S3", "S3 - Severe UC: >= 6 bloody stools/day, pulse >= 90, temperature >= "
                     "37.5 °C, Hb < 10.5 g/dL, ESR >= 30 mm/h",
               aliases=("S3", "Severe UC", "severe",
                        "S3 – Severe UC: ≥6 bloody stools daily, pulse ≥90 bpm, temperature "
                        "≥99.5°F (37.5°C), hemoglobin <10.5 g/dL (105 g/L), and erythrocyte "
                        "sedimentation rate ≥30 mm/hr")),
    ))
AGE = Category(
    name="cd_age_at_diagnosis", labels=("Age at diagnosis (CD)", "Age at diagnosis"),
    required=False, default="", description="Crohn's disease: age at diagnosis",
    choices=(Choice("A1", "A1 - 16 years or younger", aliases=("A1", "<=16 years", "≤16")),
             Choice("A2", "A2 - 17-40 years", aliases=("A2", "17-40 years", "17-40")),
             Choice("A3", "A3 - over 40 years", aliases=("A3", ">40 years", ">40"))))
LOCATION = Category(
    name="cd_location", labels=("Location (CD)", "Location"), required=False, default="",
    description="Crohn's disease: location (maximal extent before first resection)",
    choices=(Choice("L1", "L1 - Terminal ileum", aliases=("L1", "ileal", "terminal ileum")),
             Choice("L2", "L2 - Colon", aliases=("L2", "colonic", "colon")),
             Choice("L3", "L3 - Ileocolon", aliases=("L3", "ileocolonic", "ileocolon")),
             Choice("L4", "L4 - Isolated upper gastrointestinal disease",
                    aliases=("L4", "isolated upper GI", "upper GI only"))))
UPPER_GI = Boolean(name="cd_upper_gi", required=False, default=False,
                   description="Crohn's disease: concomitant upper gastrointestinal disease "
                               "(L4 modifier added to L1-L3)",
                   labels=("Upper GI modifier (L4)", "Upper GI involvement (CD)"))
BEHAVIOUR = Category(
    name="cd_behaviour", labels=("Behavior (CD)", "Behaviour (CD)", "Behavior"),
    required=False, default="", description="Crohn's disease: behaviour",
    choices=(Choice("B1", "B1 - Non-stricturing, non-penetrating",
                    aliases=("B1", "non-stricturing non-penetrating", "inflammatory")),
             Choice("B2", "B2 - Stricturing", aliases=("B2", "stricturing")),
             Choice("B3", "B3 - Penetrating", aliases=("B3", "penetrating"))))
PERIANAL = Boolean(name="cd_perianal", required=False, default=False,
                   description="Crohn's disease: perianal disease (p modifier)",
                   labels=("Perianal disease modifier (p)", "Perianal disease (CD)"))


def montreal(ibd_type, uc_extent, uc_severity, cd_age_at_diagnosis, cd_location, cd_upper_gi,
             cd_behaviour, cd_perianal):
    location = cd_location + where(cd_upper_gi & (cd_location != "L4"), "+L4", "")
    crohn = (cd_age_at_diagnosis + " " + location + " " + cd_behaviour
             + where(cd_perianal, "p", ""))
    return {"value": where(ibd_type == UC, uc_extent + " " + uc_severity, crohn)}


def _complete(ibd_type, uc_extent, uc_severity, cd_age_at_diagnosis, cd_location, cd_behaviour):
    return where(ibd_type == UC, (uc_extent != "") & (uc_severity != ""),
                 (cd_age_at_diagnosis != "") & (cd_location != "") & (cd_behaviour != ""))


def interpret(value):
    return f"Montreal classification: {value}"


CALCULATOR = Calculator(
    id="montreal_classification_ibd",
    name="Montreal Classification for Inflammatory Bowel Disease (IBD)",
    aliases=["Montreal classification", "Montreal classification of IBD",
             "Montreal classification Crohn's disease", "Montreal classification ulcerative "
             "colitis"],
    specialty="gastroenterology_hepatology",
    description="Phenotype code of IBD: ulcerative colitis extent E1-E3 and severity S0-S3; "
                "Crohn's disease age A1-A3, location L1-L4 and behaviour B1-B3 with perianal "
                "modifier p.",
    keywords=["IBD", "Crohn's disease", "ulcerative colitis", "phenotype", "classification",
              "IBD phenotype classification", "Crohn location and behavior",
              "ulcerative colitis extent", "Crohn disease behavior stricturing penetrating",
              "IBD disease extent categorization", "colitis extent and severity class"],
    features=[IBD_TYPE, EXTENT, SEVERITY, AGE, LOCATION, UPPER_GI, BEHAVIOUR, PERIANAL],
    versions=[Version("montreal_2005", dt.date(2005, 9, 1), SILVERBERG_2005, montreal,
                      notes="Montreal 2005 Working Party classification.")],
    output=Output(kind="category", description="e.g. 'E2 S3' (UC) or 'A2 L3+L4 B2p' (CD)"),
    interpret=interpret,
    preconditions=[Precondition(_complete, "the Montreal categories of the IBD type are "
                                           "needed: extent and severity for ulcerative "
                                           "colitis; age at diagnosis, location and behaviour "
                                           "for Crohn's disease")],
    references=[SILVERBERG_2005, SATSANGI_2006, MDCALC],
    notes="Categories as Silverberg 2005 / Satsangi 2006 (descriptions condensed). Crohn's "
          "code written 'A2 L3 B2' with '+L4' when upper GI disease accompanies L1-L3 and 'p' "
          "for perianal disease; ulcerative colitis 'E2 S3' as MDCalc prints it. The categories "
          "of the other disease type are ignored. A missing category of the chosen type gives "
          "NA (not_applicable, naming what is needed).",
)
