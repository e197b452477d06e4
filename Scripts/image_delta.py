"""The issue's measure for comparing TabSnap with another renderer, shared by the comparison
scripts: mean |difference| in 8-bit levels over the premultiplied R, G, B and A of every pixel
either image inks (alpha > 0). Images are PNG paths or straight-alpha RGBA numpy arrays."""
import numpy as np
from PIL import Image


def premultiplied(image):
    a = np.asarray(image if isinstance(image, np.ndarray) else Image.open(image).convert("RGBA"), dtype=np.float64)
    return np.concatenate([a[:, :, :3] * a[:, :, 3:4] / 255.0, a[:, :, 3:4]], axis=2), a[:, :, 3]


def mean_delta(ours, theirs):
    a, aa = premultiplied(ours)
    b, ba = premultiplied(theirs)
    inked = (aa > 0) | (ba > 0)
    return float(np.abs(a - b)[inked].mean()) if inked.any() else 0.0


def max_delta(ours, theirs):
    """The largest |difference| in 8-bit levels over premultiplied R, G, B and A of any pixel."""
    a, _ = premultiplied(ours)
    b, _ = premultiplied(theirs)
    return float(np.abs(a - b).max()) if a.size else 0.0
