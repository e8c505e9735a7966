"""ABC/2: bedside estimate of intracerebral haematoma volume from three CT diameters (Kothari
et al., Stroke 1996)."""

import datetime as dt

from medcalc.core import Calculator, Output, Quantity, Reference, Version

KOTHARI_1996 = Reference(
    "Kothari RU, Brott T, Broderick JP, Barsan WG, Sauerbeck LR, Zuccarello M, Khoury J. The "
    "ABCs of measuring intracerebral hemorrhage volumes. Stroke. 1996;27(8):1304-1305.",
    doi="10.1161/01.STR.27.8.1304")
MDCALC = Reference("MDCalc. ABC/2 Formula for Intracerebral Hemorrhage Volume.")

_UNITS = ("cm", "mm")


def abc2(diameter_a, diameter_b, diameter_c):
    return {"value": diameter_a * diameter_b * diameter_c / 2,
            "abc_product": diameter_a * diameter_b * diameter_c}


def interpret(volume):
    if volume >= 30:
        return (f"haematoma volume {volume:.1f} mL (>= 30 mL: scores the volume point of the ICH "
                "score)")
    return f"haematoma volume {volume:.1f} mL (< 30 mL)"


CALCULATOR = Calculator(
    id="abc2_ich_volume",
    name="ABC/2 Formula for Intracerebral Hemorrhage Volume",
    aliases=["ABC/2", "ABC/2 formula", "ABC over 2", "ICH volume ABC/2",
             "Intracerebral hemorrhage volume"],
    specialty="neurology",
    description=("Intracerebral haematoma volume (mL) estimated as A x B x C / 2 from the "
                 "largest diameter, the diameter perpendicular to it and the vertical extent "
                 "on CT."),
    keywords=["intracerebral hemorrhage", "ICH volume", "hematoma volume", "CT",
              "hemorrhagic stroke", "ellipsoid", "estimate brain bleed volume from CT",
              "hematoma size in milliliters", "bedside bleed volume from three diameters",
              "how big is the intracerebral bleed", "volume of intraparenchymal hemorrhage",
              "ellipsoid volume of brain hematoma", "bleed volume for ICH prognosis"],
    features=[
        Quantity(name="diameter_a", unit="cm", units=_UNITS, range=(0.1, 20.0),
                 labels=("A", "A: greatest hemorrhage diameter by CT",
                         "Greatest hemorrhage diameter"),
                 description="A: largest diameter of the haematoma on the CT slice with the "
                             "largest haemorrhage area"),
        Quantity(name="diameter_b", unit="cm", units=_UNITS, range=(0.1, 20.0),
                 labels=("B", "B: diameter 90° to A on same CT slice",
                         "Diameter perpendicular to A"),
                 description="B: largest diameter perpendicular to A on the same slice"),
        Quantity(name="diameter_c", unit="cm", units=_UNITS, range=(0.1, 20.0),
                 labels=("C", "C: vertical extent",
                         "C: approximate number of CT slices with hemorrhage multiplied by "
                         "slice thickness"),
                 description="C: vertical extent of the haematoma, the number of CT slices on "
                             "which it is seen times the slice thickness (Kothari 1996 counts "
                             "a slice whose haemorrhage area is 25-75% of the largest as half "
                             "a slice and under 25% as none)"),
    ],
    versions=[Version("kothari_1996", dt.date(1996, 8, 1), KOTHARI_1996, abc2,
                      notes="Volume (cm3 = mL) = A x B x C / 2, the ellipsoid volume "
                            "4/3 pi (A/2)(B/2)(C/2) with pi taken as 3.")],
    output=Output(kind="number", unit="mL", decimals=1, range=(0, float("inf"))),
    interpret=interpret,
    references=[KOTHARI_1996, MDCALC],
    notes=("ABC/2 approximates the volume of an ellipsoid (4/3 pi abc with pi ~ 3). A, B and C "
           "are in cm (mm accepted); 1 cm3 = 1 mL. C is given directly: the number of slices "
           "(weighted as in Kothari 1996) times the slice thickness. The 30 mL mark in the "
           "interpretation is the ICH score's volume criterion (Hemphill 2001). Same formula "
           "as MDCalc."),
)
