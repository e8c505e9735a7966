"""Rh(D) immune globulin dose for a fetomaternal haemorrhage quantified by Kleihauer-Betke
(or flow cytometry) testing (ACOG Practice Bulletin 181, 2017; AABB)."""

import datetime as dt

from medcalc.core import Calculator, Output, Quantity, Reference, Version
from medcalc.core.vector import floor

ACOG_181 = Reference(
    "American College of Obstetricians and Gynecologists. Practice Bulletin No. 181: Prevention "
    "of Rh D Alloimmunization. Obstet Gynecol. 2017;130(2):e57-e70 (one 300-µg dose protects "
    "against 30 mL of fetal whole blood; fetal blood volume from the Kleihauer-Betke fetal cell "
    "percentage and a maternal blood volume of 5,000 mL).", doi="10.1097/AOG.0000000000002232")
AABB = Reference(
    "AABB Technical Manual (Fung MK, ed.), chapter on perinatal issues in transfusion practice: "
    "number of 300-µg vials = fetal whole blood (mL) / 30, rounded (up if the decimal is >= 0.5, "
    "down if < 0.5), plus one vial.")
MDCALC = Reference("MDCalc. Maternal-Fetal Hemorrhage Rh(D) Immune Globulin Dosage.")
ML_PER_VIAL = 30.0  # mL fetal whole blood covered by one 300-µg dose
DOSE_UG = 300


def compute(fetal_cells_percent, maternal_blood_volume):
    fmh = fetal_cells_percent / 100.0 * maternal_blood_volume
    vials = floor(fmh / ML_PER_VIAL + 0.5) + 1
    return {"value": vials, "fetal_whole_blood_ml": fmh, "fetal_rbc_ml": fmh / 2.0,
            "vials_unrounded": fmh / ML_PER_VIAL, "dose_ug": vials * DOSE_UG}


def interpret(vials, breakdown):
    b = breakdown or {}
    return (f"{int(vials)} vial(s) of 300 µg Rh(D) immune globulin ({int(vials) * DOSE_UG} µg) "
            f"for an estimated {b.get('fetal_whole_blood_ml', 0):.0f} mL of fetal whole blood; "
            "give within 72 hours; no more than 5 units IM at one time (IV preparations for "
            "large doses)")


CALCULATOR = Calculator(
    id="maternal_fetal_hemorrhage_rhd_immune_globulin_dosage",
    name="Maternal-Fetal Hemorrhage Rh(D) Immune Globulin Dosage",
    aliases=["RhIG dose", "Rh immune globulin dosage", "RhoGAM dose", "Kleihauer-Betke RhIG "
             "dose", "Anti-D dose for fetomaternal hemorrhage"],
    specialty="obstetrics_gynecology",
    description=("Number of 300-µg Rh(D) immune globulin vials for an Rh(D)-negative woman "
                 "after a fetomaternal haemorrhage, from the fetal cell percentage "
                 "(Kleihauer-Betke) and maternal blood volume."),
    keywords=["Rh immune globulin", "RhIG", "anti-D", "Kleihauer-Betke", "fetomaternal hemorrhage",
              "alloimmunization", "RhoGAM", "how many anti-D vials",
              "Rh immune globulin dose after bleed", "fetal blood in maternal circulation",
              "prevent Rh sensitization", "RhoGAM vials needed", "fetomaternal bleed anti-D dose"],
    features=[
        Quantity(name="fetal_cells_percent", unit="%", range=(0.0, 20.0),
                 labels=("Fetal cells", "Fetal RBC percentage", "Kleihauer-Betke fetal cells",
                         "Percent fetal cells"),
                 description="Fetal red cells in the maternal sample, % (Kleihauer-Betke or "
                             "flow cytometry)"),
        Quantity(name="maternal_blood_volume", unit="mL", units=("mL", "L"),
                 range=(2000.0, 12000.0), required=False, default=5000.0,
                 labels=("Maternal blood volume",),
                 description="Maternal blood volume, mL (default 5,000 mL as ACOG/AABB)"),
    ],
    versions=[Version("acog_2017", dt.date(2017, 8, 1), ACOG_181, compute,
                      notes="Fetal whole blood (mL) = % fetal cells x maternal blood volume / "
                            "100; vials = round(FWB / 30) + 1 (round half up).")],
    output=Output(kind="integer", unit="vials", range=(1, 81)),
    interpret=interpret,
    references=[ACOG_181, AABB, MDCALC],
    notes=("One 300-µg vial per 30 mL of fetal whole blood (15 mL fetal red cells), rounded "
           "half up, plus one vial for the uncertainty of the test (AABB). The 'no more than 5 "
           "units IM at once' limit is the product labelling for IM RhIG; larger doses are "
           "split over time or given IV. Maternal blood volume defaults to 5,000 mL. Fetal "
           "cells above 20% are outside the plausible range."),
)
