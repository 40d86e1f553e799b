"""WSGI entry point: `gunicorn services.web.wsgi:app`."""
from .app import create_app

app = create_app()
