"""WSGI entry point: `gunicorn services.lobby.wsgi:app`."""
from .app import create_app

app = create_app()
